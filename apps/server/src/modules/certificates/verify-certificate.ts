import { CERTIFICATE_CODE_PATTERN, type TCertificateVerification } from '@puente/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentVerification } from './certificate.presenter.ts';
import { normalizeCertificateCode } from './certificate-code.ts';
import { findCertificateByCode } from './certificates.repository.ts';

/** Public check of a verification code in the tenant: who holds it, for what, and whether it is valid. */
export async function verifyCertificate(
  db: Database,
  tenantId: string,
  rawCode: string,
): Promise<TCertificateVerification> {
  const code = normalizeCertificateCode(rawCode);
  if (!CERTIFICATE_CODE_PATTERN.test(code)) throw new AppError('certificate.not-found');
  const certificate = await findCertificateByCode(db, tenantId, code);
  if (!certificate) throw new AppError('certificate.not-found');
  return presentVerification(certificate);
}
