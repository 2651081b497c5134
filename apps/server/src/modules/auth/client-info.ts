import type { FastifyRequest } from 'fastify';

/** Who is calling, as a session records it. */
export type ClientInfo = { ip: string; userAgent: string | null };

/** The caller's address (as the server sees it, proxies trusted per TRUST_PROXY) and user agent. */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
