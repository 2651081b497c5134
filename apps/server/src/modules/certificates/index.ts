/** Public entry of the certificates module: what other modules may use. */
export { findUserCertificate } from './certificates.repository.ts';
export { issueCertificateIfComplete } from './issue-certificate.ts';
