import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.ts';

/** The channel the database triggers of migration 0004 announce changes on. */
export const INVALIDATION_CHANNEL = 'puente_invalidate';

/**
 * A change that may revoke access: a session revoked or deleted, a user changed, a tenant changed.
 * `all` means "drop everything": the listener was lost, so changes may have been missed.
 */
export type Invalidation =
  | { kind: 'session' | 'user' | 'tenant'; id: string }
  | { kind: 'all' }
  | { kind: 'sync'; id: string };

export interface CacheInvalidation {
  /** True while changes are being received: only then may a cache answer from memory. */
  readonly live: boolean;
  /** Calls the handler for every change this instance hears of. */
  subscribe(handler: (change: Invalidation) => void): void;
  /**
   * Resolves once every change committed before the call has reached this instance. A route that
   * revokes access awaits it before answering, so the next request, on any instance, sees the change.
   */
  barrier(): Promise<void>;
  /** Resolves once the listener first hears changes (or after timeoutMs: caches stay off until then). */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheInvalidation: CacheInvalidation;
  }
  interface FastifyContextConfig {
    /** The route revokes access (logoff, password change): its answer waits for the invalidation barrier. */
    revokesAccess?: boolean;
  }
}

export function parseInvalidation(payload: string): Invalidation | null {
  const at = payload.indexOf(':');
  const kind = payload.slice(0, at);
  const id = payload.slice(at + 1);
  if (kind === 'session' || kind === 'user' || kind === 'tenant' || kind === 'sync') return { kind, id };
  return null;
}

type Listener = { stop(): Promise<void> };
type ListenerHooks = { onPayload(payload: string): void; onLive(): void; onLost(error?: Error): void };

/** LISTEN on a dedicated connection; reconnects after a loss (the caller drops its caches meanwhile). */
function listenOnPostgres(connection: pg.ClientConfig, hooks: ListenerHooks): Listener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = 250;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client(connection);
    client = next;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (stopped) return;
      hooks.onLost(error);
      retryTimer = setTimeout(() => void connect(), delayMs);
      delayMs = Math.min(delayMs * 2, 10_000);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === INVALIDATION_CHANNEL && message.payload) hooks.onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
      if (lost || stopped) return;
      delayMs = 250;
      hooks.onLive();
    } catch (error) {
      onLost(error as Error);
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}

export function createCacheInvalidation(
  database: DatabaseHandle,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): CacheInvalidation {
  const handlers: ((change: Invalidation) => void)[] = [];
  const waiters = new Map<string, () => void>();
  let live = false;
  let becameLive: () => void = () => undefined;
  const firstLive = new Promise<void>((resolve) => {
    becameLive = resolve;
  });
  const emit = (change: Invalidation) => {
    for (const handler of handlers) handler(change);
  };
  const hooks: ListenerHooks = {
    onPayload(payload) {
      const change = parseInvalidation(payload);
      if (!change) return;
      if (change.kind === 'sync') waiters.get(change.id)?.();
      else emit(change);
    },
    onLive() {
      live = true;
      becameLive();
    },
    onLost(error) {
      live = false;
      emit({ kind: 'all' });
      for (const release of waiters.values()) release();
      log?.warn({ err: error }, 'cache invalidation listener lost: caches off until it reconnects');
    },
  };

  let listener: Listener;
  if (database.pool) {
    // The pool's own settings (URL or host/port/user), for one more connection of its own.
    listener = listenOnPostgres(database.pool.options, hooks);
  } else if (database.pglite) {
    const pglite = database.pglite;
    const onPayload = (payload: string) => hooks.onPayload(payload);
    const subscribed = pglite.listen(INVALIDATION_CHANNEL, onPayload).then(
      (unlisten) => {
        hooks.onLive();
        return unlisten;
      },
      () => null,
    );
    listener = {
      async stop() {
        const unlisten = await subscribed;
        await unlisten?.().catch(() => undefined);
      },
    };
  } else {
    listener = { stop: async () => undefined };
  }

  return {
    get live() {
      return live;
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async barrier() {
      if (!live) return;
      const nonce = randomUUID();
      const arrived = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          // Not heard back in time: whatever is cached may be stale.
          emit({ kind: 'all' });
          resolve();
        }, 2000);
        waiters.set(nonce, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await database.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${`sync:${nonce}`})`);
        await arrived;
      } catch {
        emit({ kind: 'all' });
      } finally {
        waiters.delete(nonce);
      }
    },
    async ready(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([firstLive, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
    async close() {
      live = false;
      await listener.stop();
    },
  };
}

/**
 * `app.cacheInvalidation`: hears the database's change announcements (when a cache is on) and makes
 * routes flagged `revokesAccess` answer only once the change has reached this instance.
 */
export const cacheInvalidationPlugin = fp(async (app) => {
  const { config, database } = app.deps;
  const cachesOn = config.AUTH_CACHE_MS > 0 || config.TENANT_CACHE_MS > 0;
  const invalidation: CacheInvalidation = cachesOn
    ? createCacheInvalidation(database, app.log)
    : {
        live: false,
        subscribe: () => undefined,
        barrier: async () => undefined,
        ready: async () => undefined,
        close: async () => undefined,
      };
  app.decorate('cacheInvalidation', invalidation);
  await invalidation.ready(2000);
  app.addHook('onSend', async (request) => {
    if (request.routeOptions.config?.revokesAccess) await invalidation.barrier();
  });
  app.addHook('onClose', async () => invalidation.close());
});
