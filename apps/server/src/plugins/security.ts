import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRERENDER_GUARD_SCRIPT } from '@puente/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from './api-request.ts';

/**
 * What Stripe.js needs, and only when the tenant's provider is Stripe (its settings, or PAYMENT_PROVIDER): its script, its card frames (and the 3-D
 * Secure ones) and its API, which the browser reaches with the card so that our server never does.
 */
const STRIPE_JS = {
  scripts: ['https://js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const helmetOptions = (cardsInBrowser: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Plus the one inline script of the prerendered pages, by its hash (packages/shared/src/prerender-guard.ts).
      scriptSrc: [
        "'self'",
        `'sha256-${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64')}'`,
        ...(cardsInBrowser ? STRIPE_JS.scripts : []),
      ],
      scriptSrcAttr: ["'none'"],
      // Mantine sets CSS variables through style attributes and one style element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(cardsInBrowser ? STRIPE_JS.connect : [])],
      frameSrc: [
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
        ...(cardsInBrowser ? STRIPE_JS.frames : []),
      ],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** The headers helmet sets with these options, computed once: none of them depends on the request. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
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

/** Page and API headers, without and with Stripe.js. */
const headerSets = [false, true].map((cardsInBrowser) => {
  const page = securityHeaders(helmetOptions(cardsInBrowser));
  // API answers (errors included) carry personal data: no cache, shared or private, may keep them.
  return { page, api: { ...page, 'cache-control': 'no-store' } };
});

/**
 * Sets the security headers on a reply: the ones every response carries, and `Cache-Control: no-store`
 * on API answers (a route may still set its own). Also used for answers Fastify gives before any hook.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  // The request's tenant's provider once it is known (tenancy.ts sets them again then), else the server's.
  const { paymentProviders } = request.server.deps;
  const kind = request.tenant
    ? paymentProviders.kindOf(request.tenant.paymentProviderMode)
    : paymentProviders.fallback.name;
  const set = headerSets[kind === 'stripe' ? 1 : 0]!;
  reply.headers(isApiRequest(request) ? set.api : set.page);
}

/**
 * Strict security headers on every response: a CSP with no inline script but the prerendered pages' guard,
 * and Stripe.js's origins only when the provider is Stripe.
 */
export const securityPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
});
