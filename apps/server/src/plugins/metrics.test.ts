import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { freePort } from '../../test/server-process.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const TOKEN = 'metrics-token-for-the-tests';
const bearer = { authorization: `Bearer ${TOKEN}` };
const COURSE_ID = '0190a0a0-0000-7000-8000-00000000c0de';

/** The value of one sample line (`name{labels} value`), or undefined when there is no such line. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((pair) => parts.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics on the app port, behind METRICS_TOKEN', () => {
  const t = useTestApp({ config: { METRICS_TOKEN: TOKEN, DATA_CACHE_MS: 60_000 } });

  it('answers 401 without the token or with a wrong one', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toMatchObject({ code: 'system.unauthorized' });
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer ']) {
      const wrong = await t.app.inject({ url: '/metrics', headers: { authorization } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).not.toContain('puente_');
    }
  });

  it('labels requests by route pattern and status class, never by the raw URL', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: `/api/courses/${COURSE_ID}` }); // a pattern with a parameter: 401 anonymous
    await t.app.inject({ url: '/api/no-such-route-7f3a' });
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const histogram = 'puente_http_request_duration_seconds_count';
    expect(sample(text, histogram, { method: 'GET', route: '/api/health', status_class: '2xx' })).toBe(2);
    expect(sample(text, histogram, { route: '/api/courses/:id', status_class: '4xx' })).toBe(1);
    expect(sample(text, histogram, { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(text).toContain(
      'puente_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"',
    );
    expect(text).not.toContain(COURSE_ID);
    expect(text).not.toContain('no-such-route-7f3a');
  });

  it('reports the database pool, the data cache per cache, mail, the queue collector and Node', async () => {
    const { dataCache, mailer, metrics } = t.deps;
    await dataCache.get('courses:t:u', [], async () => 'first');
    await dataCache.get('courses:t:u', [], async () => 'second');
    await mailer.send({
      kind: 'contact-message',
      tenantId: null,
      to: 'a@puente.test',
      subject: 's',
      text: 't',
    });
    metrics.addCollector(() => metrics.queueJobs.set({ queue: 'mail', state: 'queued' }, 3));
    metrics.addCollector(() => {
      throw new Error('a broken collector is skipped');
    });
    metrics.queueFailures.inc({ queue: 'mail' });
    const text = (await t.app.inject({ url: '/metrics', headers: bearer })).body;
    expect(sample(text, 'puente_data_cache_requests_total', { cache: 'courses', result: 'hit' })).toBe(1);
    expect(sample(text, 'puente_data_cache_requests_total', { cache: 'courses', result: 'miss' })).toBe(1);
    expect(sample(text, 'puente_mail_deliveries_total', { outcome: 'sent' })).toBe(1);
    expect(sample(text, 'puente_queue_jobs', { queue: 'mail', state: 'queued' })).toBe(3);
    expect(sample(text, 'puente_queue_job_failures_total', { queue: 'mail' })).toBe(1);
    expect(sample(text, 'puente_db_pool_clients', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'puente_db_pool_clients', { state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^puente_db_pool_acquires_total [1-9]\d*$/m);
    expect(text).toMatch(/^puente_db_pool_acquire_seconds_total \d/m);
    expect(text).toMatch(/^puente_process_cpu_seconds_total /m);
    expect(text).toMatch(/^puente_nodejs_eventloop_lag_seconds /m);
  });

  it('keeps a registry per app: another instance does not see these requests', async () => {
    const other = await buildTestApp({ config: { METRICS_TOKEN: TOKEN }, database: t.deps.database });
    try {
      const text = (await other.app.inject({ url: '/metrics', headers: bearer })).body;
      expect(text).toContain('# TYPE puente_http_request_duration_seconds histogram');
      expect(text).not.toContain('route="/api/health"');
    } finally {
      await other.close();
    }
  });
});

describe('GET /metrics without a token or a port', () => {
  const t = useTestApp();

  it('is not served: 404, never the web app page', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'system.not-found' });
  });
});

describe('GET /metrics on METRICS_PORT', () => {
  it('is served on its own port, bound to HOST, and not on the app port; closed with the app', async () => {
    const port = await freePort();
    const t = await buildTestApp({ config: { METRICS_PORT: port, HOST: '127.0.0.1' } });
    try {
      await t.app.inject({ url: '/api/health' });
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(sample(text, 'puente_http_request_duration_seconds_count', { route: '/api/health' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('asks for the token there too when both are set', async () => {
    const port = await freePort();
    const t = await buildTestApp({ config: { METRICS_PORT: port, METRICS_TOKEN: TOKEN, HOST: '127.0.0.1' } });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: bearer })).status).toBe(200);
      expect((await t.app.inject({ url: '/metrics', headers: bearer })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
