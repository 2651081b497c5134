import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Tenant } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Bucket, countInWindows } from '../../lib/counted-windows.ts';

/** A hash of the parts and the normalized address: no e-mail is stored in a key. */
const addressHash = (scope: string, email: string) =>
  createHash('sha256').update(`${scope}:${email.trim().toLowerCase()}`).digest('base64url');

/** Who a mail is sent for: a master user's account, or an administrator (their user id). */
type MailSender = { accountId: string } | { administratorId: string };

/**
 * The buckets a mail counts in. A master user's mails count per recipient within their own account and
 * per account; an administrator's per recipient within the school and per administrator. The two never
 * share a bucket, so what an account holder sends cannot use up an administrator's allowance (or another
 * account's) for an address.
 */
function bucketsOf(
  config: AppDeps['config'],
  tenant: Pick<Tenant, 'id'>,
  sender: MailSender,
  recipientEmail: string,
): Bucket[] {
  if ('accountId' in sender) {
    return [
      {
        key: `mail-to-by-account:${addressHash(`${tenant.id}:${sender.accountId}`, recipientEmail)}`,
        max: config.MAIL_RATE_LIMIT_PER_RECIPIENT,
      },
      { key: `mail-account:${sender.accountId}`, max: config.MAIL_RATE_LIMIT_PER_ACCOUNT },
    ];
  }
  return [
    {
      key: `mail-to-by-admin:${addressHash(tenant.id, recipientEmail)}`,
      max: config.MAIL_RATE_LIMIT_PER_RECIPIENT,
    },
    { key: `mail-admin:${sender.administratorId}`, max: config.MAIL_RATE_LIMIT_PER_ADMIN },
  ];
}

/**
 * Counts a mail with a temporary password (a guest invitation or its resend, a user an administrator
 * creates, a password reset) and refuses it with 429 `user.mail-rate-limited` past a limit of its
 * buckets (see `bucketsOf`). Call it inside the transaction that makes the change, after every other
 * check: it counts first and refuses after (so two calls at once cannot both take the last mail), and
 * the refusal, or any later one, rolls the counts back — only a mail that goes out counts, and a refused
 * call neither counts nor moves a window. The counts are in the database (`sign_in_counts`, as the
 * sign-in limits: decision 0035), so instances share them, and they outlive the guest: removing a guest
 * and inviting again counts on.
 */
export async function limitPasswordMails(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  tenant: Pick<Tenant, 'id'>,
  sender: MailSender,
  recipientEmail: string,
): Promise<void> {
  const { config } = deps;
  const buckets = bucketsOf(config, tenant, sender, recipientEmail);
  const rows = await countInWindows(
    tx,
    buckets,
    deps.clock.now(),
    config.MAIL_RATE_LIMIT_WINDOW_MINUTES * 60_000,
  );
  for (const bucket of buckets) {
    const row = rows.find((r) => r.key === bucket.key);
    if (row && row.count > bucket.max) throw new AppError('user.mail-rate-limited');
  }
}
