import type { TLocaleChangeRequest, TLocaleChangeResponse } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { updatePreferredLocale } from '../auth.repository.ts';

/**
 * The signed-in user changed the interface language: it becomes their language for e-mails, PDFs and
 * the next sign-in on any device. An administrator acting as the user changes only their own screen.
 */
export async function setPreferredLocale(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  request: TLocaleChangeRequest,
): Promise<TLocaleChangeResponse> {
  if (actor.impersonatorId) return { preferredLocale: request.locale };
  const saved = await updatePreferredLocale(deps.db, actor.tenantId, actor.userId, request.locale);
  if (!saved) throw new AppError('system.unauthorized');
  return { preferredLocale: request.locale };
}
