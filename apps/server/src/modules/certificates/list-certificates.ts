import type { TCertificate } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentCertificate } from './certificate.presenter.ts';
import { listUserCertificates } from './certificates.repository.ts';

/** The student's certificates, newest first. `baseUrl` is the public origin of the verification page. */
export async function listCertificates(
  deps: LearningDeps,
  actor: Actor,
  baseUrl: string,
): Promise<TCertificate[]> {
  const rows = await listUserCertificates(deps.db, actor.tenantId, actor.userId);
  return rows.map((row) => presentCertificate(row, baseUrl));
}
