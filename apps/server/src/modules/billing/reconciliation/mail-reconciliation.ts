import { centsToAmount, formatAmount, type TReconciliation, type TReconciliationKind } from '@puente/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { type Tenant, users } from '../../../db/schema/index.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

const KINDS: Record<TReconciliationKind, { es: string; en: string }> = {
  'charge-without-entry': { es: 'Cobro sin asiento', en: 'Charge with no entry' },
  'entry-without-charge': { es: 'Asiento sin cobro', en: 'Entry with no charge' },
  'amount-mismatch': { es: 'Importes distintos', en: 'Amounts differ' },
  'refund-without-entry': { es: 'Reembolso sin asiento', en: 'Refund with no entry' },
  'entry-without-refund': { es: 'Reembolso registrado sin reembolso', en: 'Recorded refund with no refund' },
};

/**
 * Tells the school's active administrators, each in their language, that the day's reconciliation found
 * differences: how many of each kind and where to read them (/admin, the reconciliation tab, on the
 * school's configured origin). No card data or secret is in it; the amounts and accounts are in /admin.
 */
export async function mailReconciliation(
  deps: Deps,
  tenant: Pick<Tenant, 'id' | 'hosts'>,
  result: TReconciliation,
): Promise<number> {
  if (result.differences.length === 0) return 0;
  const administrators = await deps.db
    .select({ email: users.email, firstName: users.firstName, locale: users.preferredLocale })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenant.id),
        eq(users.role, 'Administrator'),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(asc(users.email));
  const link = `${publicOrigin(deps.config, tenant)}/admin?tab=reconciliation`;
  const counts = new Map<TReconciliationKind, { count: number; cents: number }>();
  for (const difference of result.differences) {
    const seen = counts.get(difference.kind) ?? { count: 0, cents: 0 };
    seen.count++;
    seen.cents += difference.providerCents ?? difference.ledgerCents ?? 0;
    counts.set(difference.kind, seen);
  }
  for (const admin of administrators) {
    const english = admin.locale === 'en';
    const lines = [...counts].map(
      ([kind, { count, cents }]) =>
        `- ${KINDS[kind][english ? 'en' : 'es']}: ${count} ($${formatAmount(centsToAmount(cents), english ? 'en' : 'es')})`,
    );
    await deps.mailer.queue({
      kind: 'payment-reconciliation',
      tenantId: tenant.id,
      to: admin.email,
      subject: english
        ? `Payments to check: ${result.differences.length} difference(s) with the payment provider`
        : `Pagos por revisar: ${result.differences.length} diferencia(s) con el proveedor de pagos`,
      text: english
        ? `Hello ${admin.firstName},\n\nToday's reconciliation compared the payment provider's record of the last days with the ledger and found:\n${lines.join('\n')}\n\nSee them in ${link}\n`
        : `Hola ${admin.firstName}:\n\nLa conciliación de hoy comparó el registro del proveedor de pagos de los últimos días con el libro y encontró:\n${lines.join('\n')}\n\nRevíselas en ${link}\n`,
    });
  }
  return administrators.length;
}
