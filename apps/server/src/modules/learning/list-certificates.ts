import type { TCertificate } from '@puente/shared';
import { presentCertificate } from './certificate.presenter.ts';
import { listUserCertificates } from './certificates.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/** The student's certificates, newest first. `baseUrl` is the public origin of the verification page. */
export async function listCertificates(
  deps: LearningDeps,
  viewer: Viewer,
  baseUrl: string,
): Promise<TCertificate[]> {
  const rows = await listUserCertificates(deps.db, viewer.tenantId, viewer.userId);
  return rows.map((row) => presentCertificate(row, baseUrl));
}
