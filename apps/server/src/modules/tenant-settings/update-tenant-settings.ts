import type { TTenantSettings, ZTenantSettingsEdit } from '@puente/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../audit/index.ts';
import { presentTenantSettings } from './tenant-settings.presenter.ts';

type SettingsEdit = z.output<typeof ZTenantSettingsEdit>;

/**
 * An administrator changes their tenant's settings. The edit names the version it read (409 `stale`
 * when someone saved first). The secret key is write-only: an empty one keeps the stored key,
 * `clearSecretKey` removes it, and Stripe modes need one. The update of the tenants row is announced
 * to every instance (decision 0013), which drops its cached tenant and data: signed-in users see the
 * change on their next request. A new time zone re-files the ledger's daily sums under its days
 * (decision 0136). The audit records the presented settings, so never the key itself.
 */
export async function updateTenantSettings(
  deps: Pick<AppDeps, 'db' | 'clock' | 'settingsCipher' | 'paymentProviders'>,
  actor: Actor,
  edit: SettingsEdit,
): Promise<TTenantSettings> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(tenants).where(eq(tenants.id, actor.tenantId)).for('update');
    if (!current) throw new AppError('system.tenant-not-found');
    if (current.version !== edit.version) throw new AppError('stale');
    const stored = current.paymentSecretKey;
    // The same key typed again is no change; a new one is stored encrypted (lib/settings-cipher.ts).
    const sameKey = Boolean(edit.secretKey && stored && sameSecret(deps, stored, edit.secretKey));
    const secretKey = edit.clearSecretKey
      ? null
      : edit.secretKey && !sameKey
        ? deps.settingsCipher.encrypt(edit.secretKey)
        : stored;
    // The roll-up triggers reckon days with PostgreSQL's zones: a zone only the runtime knows is refused.
    if (edit.timeZone && edit.timeZone !== current.timeZone && !(await databaseKnowsZone(tx, edit.timeZone)))
      throw new AppError('tenant.invalid-time-zone', {
        fields: [{ path: 'timeZone', code: 'tenant.invalid-time-zone' }],
      });
    const oidc = oidcSettings(deps, current, edit);
    const ownStripe = edit.paymentProviderMode === 'test' || edit.paymentProviderMode === 'live';
    if (ownStripe && !secretKey)
      throw new AppError('tenant.secret-key-required', {
        fields: [{ path: 'secretKey', code: 'tenant.secret-key-required' }],
      });
    const [updated] = await tx
      .update(tenants)
      .set({
        name: edit.name,
        supportEmail: edit.supportEmail,
        supportPhone: edit.supportPhone,
        paymentEnabled: edit.paymentEnabled,
        tutoringEnabled: edit.tutoringEnabled,
        guestLimit: edit.guestLimit,
        lateFeeCents: edit.lateFeeCents,
        lateFeeGraceDays: edit.lateFeeGraceDays,
        tutoringCancelCutoffHours: edit.tutoringCancelCutoffHours,
        tutoringSessionPriceCents: edit.tutoringSessionPriceCents,
        guestsMayBookPaidTutoring: edit.guestsMayBookPaidTutoring ?? current.guestsMayBookPaidTutoring,
        tutoringMeetingUrlPattern:
          edit.tutoringMeetingUrlPattern === '' ? null : edit.tutoringMeetingUrlPattern,
        paymentProviderMode: edit.paymentProviderMode,
        paymentPublicKey: edit.paymentPublicKey === '' ? null : edit.paymentPublicKey,
        paymentSecretKey: secretKey,
        defaultLocale: edit.defaultLocale,
        timeZone: edit.timeZone ?? current.timeZone,
        ...oidc,
        version: sql`${tenants.version} + 1`,
      })
      .where(and(eq(tenants.id, actor.tenantId), eq(tenants.version, edit.version)))
      .returning();
    if (!updated) throw new AppError('stale');
    // The ledger's sums per day are filed under the school's days: re-filed under the new zone's.
    if (updated.timeZone !== current.timeZone)
      await tx.execute(sql`select puente_rebuild_money_days(${updated.id}::uuid)`);
    const serverProvider = deps.paymentProviders.fallback.name;
    const before = presentTenantSettings(current, serverProvider);
    const after = presentTenantSettings(updated, serverProvider);
    await recordAdminAction(tx, actor, {
      action: 'tenant.update',
      targetType: 'tenant',
      targetId: null,
      before,
      after: {
        ...after,
        // Whether the key changed, never the key.
        secretKeyChanged: secretKey !== stored,
        oidcClientSecretChanged: oidc.oidcClientSecret !== current.oidcClientSecret,
      },
      at: deps.clock.now(),
    });
    return after;
  });
}

/**
 * The OpenID Connect sign-in's columns after the edit (decision 0147): absent fields keep theirs; the
 * client secret is write-only and stored encrypted like the payment secret key (an empty one keeps the
 * stored secret, `clearOidcClientSecret` removes it); an issuer needs a secret.
 */
function oidcSettings(
  deps: Pick<AppDeps, 'settingsCipher'>,
  current: typeof tenants.$inferSelect,
  edit: SettingsEdit,
) {
  const stored = current.oidcClientSecret;
  const typed = edit.oidcClientSecret;
  const oidcClientSecret = edit.clearOidcClientSecret
    ? null
    : typed && !(stored && sameSecret(deps, stored, typed))
      ? deps.settingsCipher.encrypt(typed)
      : stored;
  const issuer = edit.oidcIssuer === undefined ? current.oidcIssuer : edit.oidcIssuer || null;
  if (issuer && !oidcClientSecret)
    throw new AppError('tenant.oidc-secret-required', {
      fields: [{ path: 'oidcClientSecret', code: 'tenant.oidc-secret-required' }],
    });
  const text = (value: string | undefined, was: string | null) =>
    value === undefined ? was : value === '' ? null : value;
  return {
    oidcIssuer: issuer,
    oidcClientId: text(edit.oidcClientId, current.oidcClientId),
    oidcClientSecret,
    oidcDisplayName: text(edit.oidcDisplayName, current.oidcDisplayName),
    oidcEmailDomains: edit.oidcEmailDomains ? [...new Set(edit.oidcEmailDomains)] : current.oidcEmailDomains,
    oidcCreatesAccounts: edit.oidcCreatesAccounts ?? current.oidcCreatesAccounts,
  };
}

/** Whether the stored (encrypted) key is this one; a key that does not open counts as another. */
function sameSecret(deps: Pick<AppDeps, 'settingsCipher'>, stored: string, secret: string): boolean {
  try {
    return deps.settingsCipher.decrypt(stored) === secret;
  } catch {
    return false;
  }
}

/** Whether PostgreSQL knows a time zone name (its own list, which the roll-ups use). */
async function databaseKnowsZone(tx: DbOrTx, timeZone: string): Promise<boolean> {
  const found = await tx.execute(sql`select 1 from pg_timezone_names where name = ${timeZone}`);
  return found.rows.length > 0;
}
