import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './sessions/login.ts';

/** The caller's address (as the server sees it, proxies trusted per TRUST_PROXY) and user agent. */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
