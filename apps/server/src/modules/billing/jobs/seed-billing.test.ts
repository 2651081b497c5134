import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { User } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { seedBilling } from '../../../seed/seed-billing.ts';
import { seedDemo } from '../../../seed/seed-demo.ts';
import { ledgerOf, myAccount } from '../billing.test-support.ts';
import { addDays, loadBillingFigures } from '../ledger/index.ts';

describe('the demo billing data (ARCHITECTURE "Demo data")', () => {
  const clock = new TestClock('2026-03-02');
  const t = useTestApp({ clock });

  it('estudiante is active with a payment due in 3 days; moroso is inactive and overdue', async () => {
    const demo = await seedDemo(t.deps.db, clock);
    const headersOf = async (user: User) =>
      (await signIn(t, user, { password: DEMO_PASSWORD, host: 'localhost' })).headers;
    const estudiante = await myAccount(t, await headersOf(demo.users.estudiante));
    expect(estudiante).toMatchObject({ isActive: true, nextPaymentDate: '2026-03-05', delinquentAmount: 0 });
    expect(estudiante.balance).toBeGreaterThan(20);
    const moroso = await myAccount(t, await headersOf(demo.users.moroso));
    expect(moroso).toMatchObject({
      isActive: false,
      pendingPayments: 2,
      lateCharges: 15,
      delinquentAmount: 115,
    });
    expect(moroso.balance).toBeGreaterThan(5);
    const charges = (await ledgerOf(t.deps.db, demo.users.moroso.accountId!)).filter(
      (e) => e.kind === 'late_charge',
    );
    expect(charges).toHaveLength(1);
    const login = await signIn(t, demo.users.moroso, { password: DEMO_PASSWORD, host: 'localhost' });
    expect(login.body).toMatchObject({ isActive: false, delinquentAmount: 115 });
  });

  it.each(['2026-01-28', '2026-02-27', '2026-03-31', '2026-12-30', '2027-03-01'])(
    'holds whatever the day it is seeded (%s)',
    async (today) => {
      clock.setDay(today);
      const tenant = await buildTenant(t.deps.db, { lateFeeCents: 1_500, lateFeeGraceDays: 5 });
      const users = {} as Record<'estudiante' | 'moroso' | 'nuevo', User>;
      for (const key of ['estudiante', 'moroso', 'nuevo'] as const)
        users[key] = await buildUser(t.deps.db, tenant);
      await seedBilling(t.deps.db, tenant, users as Parameters<typeof seedBilling>[2], clock);
      const figures = (user: User) => loadBillingFigures(t.deps.db, tenant.id, user.accountId!, today);
      expect(await figures(users.estudiante)).toMatchObject({
        isActive: true,
        nextPaymentDate: addDays(today, 3),
        delinquentCents: 0,
        balanceCents: 40_000,
      });
      expect(await figures(users.moroso)).toMatchObject({
        isActive: false,
        pendingPayments: 2,
        lateChargesCents: 1_500,
        delinquentCents: 11_500,
        balanceCents: 51_500,
      });
      expect(await figures(users.nuevo)).toMatchObject({
        isActive: true,
        nextPaymentDate: addDays(today, 10),
        delinquentCents: 0,
        balanceCents: 80_000,
      });
    },
  );
});
