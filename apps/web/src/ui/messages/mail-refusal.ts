import { ApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { showDefaultError } from './show-default-error';
import { showDialog } from './show-message';

/**
 * The reason a mail with a temporary password was refused (too many to the address or from the
 * account: `user.mail-rate-limited`), translated; undefined for any other failure.
 */
export const mailRefusalText = (error: unknown): string | undefined =>
  error instanceof ApiError && error.code === 'user.mail-rate-limited' ? errorText(error) : undefined;

/** A failed invitation, resend or reset: its refusal's reason, else the default handler's text. */
export function showMailError(error: unknown): void {
  const reason = mailRefusalText(error);
  if (reason) showDialog({ type: 'error', description: reason });
  else showDefaultError(error);
}
