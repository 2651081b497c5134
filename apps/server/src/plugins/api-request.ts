import type { FastifyRequest } from 'fastify';

const isApiUrl = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Whether the matched route lives under /api, decided from the route's own pattern (never from the raw
 * URL, which `/%61pi/…` or `/api/%74enant` spell differently for the same route). Unmatched requests
 * and the web app's catch-all have no /api pattern.
 */
export const isApiRoute = (request: FastifyRequest): boolean => {
  const pattern = request.routeOptions.url;
  return pattern !== undefined && isApiUrl(pattern);
};

/** The path of a URL with its percent-escapes decoded (as the router reads it); the raw path when malformed. */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is an API call: its route is under /api or, for a request no API route matched
 * (a not-found, a malformed URL), its decoded path is. These answer JSON, never the web app.
 */
export const isApiRequest = (request: FastifyRequest): boolean =>
  isApiRoute(request) || isApiUrl(decodedPath(request.url));
