import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { Tenant } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Bucket, countInWindows } from '../../lib/counted-windows.ts';

/** The recipient's bucket: a hash of the school and the normalized address (no e-mail is stored). */
const recipientKey = (tenantId: string, email: string) =>
  `mail-to:${createHash('sha256').update(`${tenantId}:${email.trim().toLowerCase()}`).digest('base64url')}`;

/**
 * Counts a mail with a temporary password (a guest invitation or its resend, a user an administrator
 * creates, a password reset) against its recipient and its sender — the master user's account, or the
 * administrator — and refuses it with 429 `user.mail-rate-limited` past either limit, before anything
 * changes. The counts are in the database (`sign_in_counts`, as the sign-in limits: decision 0035), so
 * instances share them, and they outlive the guest: removing a guest and inviting again counts on.
 */
export async function limitPasswordMails(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  tenant: Pick<Tenant, 'id'>,
  actor: Pick<Actor, 'userId' | 'accountId'>,
  sender: 'account' | 'admin',
  recipientEmail: string,
): Promise<void> {
  const { config } = deps;
  const buckets: Bucket[] = [
    { key: recipientKey(tenant.id, recipientEmail), max: config.MAIL_RATE_LIMIT_PER_RECIPIENT },
    sender === 'account' && actor.accountId
      ? { key: `mail-account:${actor.accountId}`, max: config.MAIL_RATE_LIMIT_PER_ACCOUNT }
      : { key: `mail-admin:${actor.userId}`, max: config.MAIL_RATE_LIMIT_PER_ADMIN },
  ];
  const rows = await countInWindows(
    deps.db,
    buckets,
    deps.clock.now(),
    config.MAIL_RATE_LIMIT_WINDOW_MINUTES * 60_000,
  );
  for (const bucket of buckets) {
    const row = rows.find((r) => r.key === bucket.key);
    if (row && row.count > bucket.max) throw new AppError('user.mail-rate-limited');
  }
}
