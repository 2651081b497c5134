import type { TCertificate, TCertificateVerification } from '@puente/shared';
import type { Certificate } from '../../db/schema/index.ts';

export const verificationUrl = (baseUrl: string, code: string) =>
  `${baseUrl.replace(/\/+$/, '')}/landing/certificate/${encodeURIComponent(code)}`;

export function presentCertificate(certificate: Certificate, baseUrl: string): TCertificate {
  return {
    id: certificate.id,
    code: certificate.code,
    courseId: certificate.courseId,
    courseTitle: { es: certificate.courseTitleEs, en: certificate.courseTitleEn },
    level: certificate.level,
    holderName: certificate.holderName,
    issuedAt: certificate.issuedAt.toISOString(),
    verificationUrl: verificationUrl(baseUrl, certificate.code),
    skillScores: certificate.skillScores,
    pdfUrl: `/api/certificates/${certificate.id}/pdf`,
  };
}

export function presentVerification(certificate: Certificate): TCertificateVerification {
  return {
    code: certificate.code,
    holderName: certificate.holderName,
    courseTitle: { es: certificate.courseTitleEs, en: certificate.courseTitleEn },
    level: certificate.level,
    issuedAt: certificate.issuedAt.toISOString(),
    skillScores: certificate.skillScores,
    valid: certificate.revokedAt === null,
  };
}
