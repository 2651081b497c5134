import { z } from 'zod';
import { ZSkillScore } from './exam-skill.ts';
import { ZCefrLevel, ZInstant, ZLocalizedText } from './localized-text.ts';

/** Verification codes look like PUE-7KQ2-M9XD-43TA (Crockford base 32, no I, L, O, U). */
export const CERTIFICATE_CODE_PATTERN = /^PUE(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

export const ZCertificate = z.object({
  id: z.uuid(),
  code: z.string(),
  courseId: z.uuid(),
  courseTitle: ZLocalizedText,
  level: ZCefrLevel,
  holderName: z.string(),
  issuedAt: ZInstant,
  /** The public page that verifies the code: {origin}/landing/certificate/{code}. */
  verificationUrl: z.string(),
  /** The score per skill over the course's exams, as it was at issue (empty for older certificates). */
  skillScores: z.array(ZSkillScore),
  /** GET it with the access token: application/pdf. */
  pdfUrl: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZCertificateCodeParams = z.object({ code: z.string().trim().min(1).max(40) });

export const ZCertificateVerification = z.object({
  code: z.string(),
  holderName: z.string(),
  courseTitle: ZLocalizedText,
  level: ZCefrLevel,
  issuedAt: ZInstant,
  skillScores: z.array(ZSkillScore),
  valid: z.boolean(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
