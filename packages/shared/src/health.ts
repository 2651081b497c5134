import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), reachable: z.boolean() }),
  version: z.string(),
});

/**
 * GET /api/ready: whether this instance should get traffic. `ready` once every check passes (migrations,
 * the database, the cache listener, what else registered a check); `stopping` from the shutdown signal on.
 */
export const ZReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready', 'stopping']),
  checks: z.record(z.string(), z.boolean()),
});
