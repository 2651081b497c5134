import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { findUserByEmail } from '../auth.repository.ts';
import { newOneTimeCode, storeOneTimeCode } from '../one-time-passwords.repository.ts';
import { oneTimePasswordMail } from './one-time-password-mail.ts';

/**
 * Forgot password: when the username belongs to a user of the tenant, stores a new 8-character code
 * (hashed, 15 minutes, single use) and e-mails it. Answers the same either way.
 */
export async function sendOneTimePassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  tenant: Tenant,
  username: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, tenant.id, username);
  if (!user) return;
  const code = newOneTimeCode();
  await deps.db.transaction((tx) =>
    storeOneTimeCode(tx, { tenantId: tenant.id, userId: user.id, code, now: deps.clock.now() }),
  );
  // Recorded in the outbox now; SMTP delivery (when configured) runs in the background.
  await deps.mailer.queue(oneTimePasswordMail(tenant, user, code));
}
