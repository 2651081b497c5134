import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { usernameTaken } from '../people/index.ts';

/** HEAD …/email/check: 200 when no other live user of the tenant has the e-mail, 409 `duplicate` else. */
export async function checkUserEmail(
  deps: Pick<AppDeps, 'db'>,
  tenantId: string,
  value: string,
  exceptId: string | undefined,
): Promise<void> {
  if (await usernameTaken(deps.db, tenantId, value, exceptId)) throw new AppError('duplicate');
}
