import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { verificationUrl } from './certificate.presenter.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { findCertificateOf } from './certificates.repository.ts';

/** The PDF of one of the student's certificates, rendered from what was stored at issue. */
export async function getCertificatePdf(
  deps: LearningDeps,
  actor: Actor,
  input: { certificateId: string; baseUrl: string; schoolName: string },
): Promise<{ code: string; pdf: Uint8Array }> {
  const certificate = await findCertificateOf(deps.db, actor.tenantId, actor.userId, input.certificateId);
  if (!certificate) throw new AppError('certificate.not-found');
  try {
    const pdf = await renderCertificatePdf({
      holderName: certificate.holderName,
      courseTitle: { es: certificate.courseTitleEs, en: certificate.courseTitleEn },
      level: certificate.level,
      issuedAt: certificate.issuedAt,
      code: certificate.code,
      verificationUrl: verificationUrl(input.baseUrl, certificate.code),
      skillScores: certificate.skillScores,
      schoolName: input.schoolName,
    });
    return { code: certificate.code, pdf };
  } catch (error) {
    throw new AppError('user-exams.certificate-generation-error', { cause: error });
  }
}
