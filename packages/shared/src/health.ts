import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), reachable: z.boolean() }),
  version: z.string(),
});
