import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRERENDER_GUARD_SCRIPT } from '@puente/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from './api-request.ts';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Plus the one inline script of the prerendered pages, by its hash (packages/shared/src/prerender-guard.ts).
      scriptSrc: [
        "'self'",
        `'sha256-${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64')}'`,
      ],
      scriptSrcAttr: ["'none'"],
      // Mantine sets CSS variables through style attributes and one style element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with these options, computed once: none of them depends on the request. */
function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

const headers = securityHeaders();
/** API answers (errors included) carry personal data: no cache, shared or private, may keep them. */
const apiHeaders = { ...headers, 'cache-control': 'no-store' };

/**
 * Sets the security headers on a reply: the ones every response carries, and `Cache-Control: no-store`
 * on API answers (a route may still set its own). Also used for answers Fastify gives before any hook.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(isApiRequest(request) ? apiHeaders : headers);
}

/** Strict security headers on every response: a CSP with no inline script but the prerendered pages' guard. */
export const securityPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
});
