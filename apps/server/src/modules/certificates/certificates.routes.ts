import {
  ACCESS,
  ZCertificate,
  ZCertificateCodeParams,
  ZCertificateVerification,
  ZIdParams,
} from '@puente/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { getCertificatePdf } from './get-certificate-pdf.ts';
import { listCertificates } from './list-certificates.ts';
import { verifyCertificate } from './verify-certificate.ts';

const security = [{ bearer: [] }];
const tags = ['certificates'];

export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  /** The origin of the public verification page: the school's own, never the request's Host. */
  const baseUrl = (request: FastifyRequest) => publicOrigin(app.deps.config, request.tenant);

  app.get(
    '/certificates',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: "The signed-in student's certificates",
        security,
        response: { 200: z.array(ZCertificate) },
      },
    },
    async (request) => listCertificates(app.deps, actorOf(request), baseUrl(request)),
  );

  app.get(
    '/certificates/:id/pdf',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: 'The bilingual certificate as application/pdf (with a QR code of the verification URL)',
        description: '404 certificate.not-found for a certificate that is not the student’s.',
        security,
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const { code, pdf } = await getCertificatePdf(app.deps, actorOf(request), {
        certificateId: request.params.id,
        baseUrl: baseUrl(request),
        schoolName: request.tenant.name,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/public/certificates/:code',
    {
      schema: {
        tags,
        summary: 'Public verification of a certificate code (no sign-in): holder, course, level, date, valid',
        description: '404 certificate.not-found for an unknown code. Case and spaces do not matter.',
        params: ZCertificateCodeParams,
        response: { 200: ZCertificateVerification },
      },
    },
    async (request) => verifyCertificate(app.deps.db, request.tenant.id, request.params.code),
  );
};
