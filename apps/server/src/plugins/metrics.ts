import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge } from 'prom-client';
import { AppError } from '../lib/app-error.ts';
import { createLightHistogram, type LightHistogram } from '../lib/light-histogram.ts';
import type { Metrics } from '../lib/metrics.ts';

/** The route label of a request that matched no route (a 404): one label, never the raw URL. */
const UNMATCHED = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This instance's metrics (`deps.metrics`): `metrics.addCollector(fn)` runs `fn` before each scrape,
     * `metrics.registry` takes metrics of a part's own (docs/operations.md).
     */
    metrics: Metrics;
  }
}

/** 2xx, 4xx, 5xx (and 1xx, 3xx). */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Whether an Authorization header carries the token; constant time, whatever the lengths. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * GET /metrics in Prometheus text: request counts and latency per route pattern and status class, the
 * database pool, the data cache's hits and misses, mail, payments and queue counters (lib/metrics.ts)
 * and Node's own metrics. On a port of its own (METRICS_PORT, bound to HOST) or on the app's port
 * behind METRICS_TOKEN; neither set, the path answers 404 and nothing is collected but the counters.
 */
export const metricsPlugin = fp(async (app) => {
  const { config, database, dataCache, metrics } = app.deps;
  const { registry } = metrics;
  app.decorate('metrics', metrics);

  const duration = createLightHistogram({
    name: 'puente_http_request_duration_seconds',
    help: 'Time to answer a request, per method, route pattern and status class',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  });
  // A request pays a string, a map lookup and an observe (a bucket scan and three additions).
  const series = new Map<string, ReturnType<LightHistogram['series']>>();
  const observe = (request: FastifyRequest, status: number, seconds: number) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const statusLabel = statusClass(status);
    const key = `${method} ${statusLabel} ${route}`;
    let found = series.get(key);
    if (!found) {
      found = duration.series({ method, route, status_class: statusLabel });
      series.set(key, found);
    }
    found.observe(seconds);
  };
  // A callback hook: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    observe(request, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const { pool } = database;
  new Gauge({
    name: 'puente_db_pool_clients',
    help: 'Database pool clients: all open ones (total), idle ones, and requests waiting for one (waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const checkouts = database.checkouts;
  if (checkouts) {
    new Counter({
      name: 'puente_db_pool_acquires_total',
      help: 'Clients checked out of the database pool (every query and transaction takes one)',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(checkouts.acquired);
      },
    });
    new Counter({
      name: 'puente_db_pool_acquire_seconds_total',
      help: 'Time spent waiting for a database pool client, summed (divide by acquires for the mean)',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(checkouts.waitedMs / 1000);
      },
    });
  }
  new Counter({
    name: 'puente_data_cache_requests_total',
    help: 'Data cache reads per cache, answered from memory (hit) or loaded (miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of dataCache.counts()) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });

  const served = config.METRICS_PORT !== undefined || config.METRICS_TOKEN !== undefined;
  if (served) collectDefaultMetrics({ register: registry, prefix: 'puente_' });
  const allowed = (authorization: string | undefined) =>
    config.METRICS_TOKEN === undefined || bearerMatches(authorization, config.METRICS_TOKEN);

  // On the app's port only with a token and no port of its own; otherwise the path is not found (and
  // never falls through to the web app's page).
  const onAppPort = config.METRICS_PORT === undefined && config.METRICS_TOKEN !== undefined;
  app.get('/metrics', { config: { skipTenant: true }, schema: { hide: true } }, async (request, reply) => {
    if (!onAppPort) throw new AppError('system.not-found');
    if (!allowed(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('system.unauthorized');
    }
    return reply
      .type(CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(await metrics.scrape());
  });

  if (config.METRICS_PORT !== undefined) {
    const server = http.createServer((request, response) => {
      const path = request.url?.split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      if (!allowed(request.headers.authorization)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      metrics.scrape().then(
        (text) => response.writeHead(200, { 'content-type': CONTENT_TYPE }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    const port = config.METRICS_PORT;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.HOST, () => {
          server.off('error', reject);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
});
