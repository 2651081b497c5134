import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.ts';

/** The channel the database triggers of migrations 0004, 0006 and 0008 announce changes on. */
const INVALIDATION_CHANNEL = 'puente_invalidate';

/**
 * A change that may revoke access: a session revoked or deleted, a user changed, a tenant changed
 * (migration 0004); or a change to data that cached reads answer (migration 0006): an account's
 * billing rows (id: the account), a tenant's content (id: the tenant), a learner's progress (id: the user);
 * (migration 0022) dictionary entries (id: the tenant, or `shared` for the imported dictionary).
 * `all` means "drop everything": the listener was lost, so changes may have been missed.
 */
export type Invalidation =
  | { kind: 'session' | 'user' | 'tenant' | 'account' | 'content' | 'learner' | 'dictionary'; id: string }
  | { kind: 'all' };

/**
 * Messages between instances on the same channel: `hello`/`here`/`bye` keep each instance's list of
 * the others, `sync` asks every instance to acknowledge (`ack`) once it has handled what came before.
 */
type Control = { kind: 'hello' | 'here' | 'bye' | 'sync' | 'ack'; id: string };

export interface CacheInvalidation {
  /** True while changes are being received: only then may a cache answer from memory. */
  readonly live: boolean;
  /** Calls the handler for every change this instance hears of. */
  subscribe(handler: (change: Invalidation) => void): void;
  /**
   * Resolves once every change committed before the call has been handled by this instance and by
   * every other live instance (each acknowledges a sync notification sent after the change). A route
   * that revokes access awaits it before answering, so the next request, on any instance, sees the
   * change. An instance that does not acknowledge within 2 s is no longer waited for.
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

function parseInvalidation(payload: string): Invalidation | Control | null {
  const at = payload.indexOf(':');
  const kind = payload.slice(0, at);
  const id = payload.slice(at + 1);
  switch (kind) {
    case 'session':
    case 'user':
    case 'tenant':
    case 'account':
    case 'content':
    case 'learner':
    case 'dictionary':
    case 'hello':
    case 'here':
    case 'bye':
    case 'sync':
    case 'ack':
      return { kind, id };
    default:
      return null;
  }
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

function createCacheInvalidation(
  database: DatabaseHandle,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): CacheInvalidation {
  const handlers: ((change: Invalidation) => void)[] = [];
  const self = randomUUID();
  /** The other live instances this one knows of. */
  const peers = new Set<string>();
  /** Open barriers by nonce: who acknowledged, and what to call once everyone did. */
  const barriers = new Map<string, { acked: Set<string>; expected: Set<string> | null; done: () => void }>();
  let live = false;
  let becameLive: () => void = () => undefined;
  const firstLive = new Promise<void>((resolve) => {
    becameLive = resolve;
  });
  const emit = (change: Invalidation) => {
    for (const handler of handlers) handler(change);
  };
  const send = (kind: Control['kind'], id: string) =>
    database.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${`${kind}:${id}`})`);
  const settle = (nonce: string) => {
    const barrier = barriers.get(nonce);
    if (!barrier?.expected) return;
    for (const peer of barrier.expected) if (!barrier.acked.has(peer)) return;
    barrier.done();
  };
  const hooks: ListenerHooks = {
    onPayload(payload) {
      const change = parseInvalidation(payload);
      if (!change) return;
      switch (change.kind) {
        case 'hello':
          if (change.id === self) return;
          peers.add(change.id);
          void send('here', self).catch(() => undefined);
          return;
        case 'here':
          if (change.id !== self) peers.add(change.id);
          return;
        case 'bye':
          peers.delete(change.id);
          for (const nonce of barriers.keys()) settle(nonce);
          return;
        case 'sync': {
          // Everything announced before this sync has been handled here: say so.
          const [nonce, origin] = change.id.split(':');
          if (origin !== self) {
            void send('ack', `${nonce}:${self}`).catch(() => undefined);
            return;
          }
          const barrier = barriers.get(nonce!);
          if (barrier) barrier.expected = new Set(peers);
          settle(nonce!);
          return;
        }
        case 'ack': {
          const [nonce, peer] = change.id.split(':');
          // Its own acknowledgements (of the others' syncs) reach this instance too: not a peer.
          if (peer === self) return;
          peers.add(peer!);
          barriers.get(nonce!)?.acked.add(peer!);
          settle(nonce!);
          return;
        }
        default:
          emit(change);
      }
    },
    onLive() {
      live = true;
      becameLive();
      void send('hello', self).catch(() => undefined);
    },
    onLost(error) {
      live = false;
      emit({ kind: 'all' });
      for (const barrier of barriers.values()) barrier.done();
      log?.warn({ err: error }, 'cache invalidation listener lost: caches off until it reconnects');
    },
  };

  // The pool's own settings (URL or host/port/user), for one more connection of its own.
  const listener: Listener = listenOnPostgres(database.pool.options, hooks);

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
      const acked = new Set<string>();
      const arrived = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          // An instance that does not answer in time is gone (or stuck): stop waiting for it.
          const barrier = barriers.get(nonce);
          for (const peer of barrier?.expected ?? peers) if (!acked.has(peer)) peers.delete(peer);
          resolve();
        }, 2000);
        barriers.set(nonce, {
          acked,
          expected: null,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
      try {
        await send('sync', `${nonce}:${self}`);
        await arrived;
      } catch {
        emit({ kind: 'all' });
      } finally {
        barriers.delete(nonce);
      }
    },
    async ready(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([firstLive, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
    async close() {
      if (live) await send('bye', self).catch(() => undefined);
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
  const cachesOn = config.AUTH_CACHE_MS > 0 || config.TENANT_CACHE_MS > 0 || config.DATA_CACHE_MS > 0;
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
  // A callback hook: only the routes that revoke access wait; the others pay no promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.routeOptions.config?.revokesAccess) return done(null, payload);
    invalidation.barrier().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  app.addHook('onClose', async () => invalidation.close());
});
