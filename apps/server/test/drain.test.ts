import type { ChildProcess } from 'node:child_process';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundRobin } from '../../../e2e/support/round-robin.ts';
import { type FreshDatabase, freePort, startServer, stopServer, templateDatabase } from './server-process.ts';

/**
 * The drain on SIGTERM: two server processes on one database behind the two-instances proxy (which
 * sends requests only to apps whose /api/ready answers 200). One of them is stopped while requests flow;
 * every request is still answered 2xx, the stopping one says `stopping` until it closes, and it exits 0.
 */
describe('SIGTERM on one of two instances while requests flow', () => {
  let database: FreshDatabase;
  const apps: ChildProcess[] = [];
  let proxy: http.Server | undefined;

  beforeAll(async () => {
    database = await templateDatabase();
  });
  afterAll(async () => {
    proxy?.close();
    for (const app of apps) await stopServer(app, 'SIGKILL');
    await database.cleanup();
  });

  it('loses no request: every one is answered 2xx, by the other instance once the first drains', async () => {
    const env = { SEED_DEMO: 'false', SHUTDOWN_GRACE_MS: '1500' };
    const ports = [await freePort(), await freePort()] as const;
    // Both on one database of the run's test server; the second is stopped.
    apps.push(await startServer(ports[0], { ...database.env, ...env }));
    apps.push(await startServer(ports[1], { ...database.env, ...env }));
    const stopping = apps[1]!;
    proxy = roundRobin(ports, { pollMs: 100 });
    const proxyPort = await freePort();
    await new Promise<void>((resolve) => proxy!.listen(proxyPort, '127.0.0.1', resolve));

    const answers: { status: number; upstream: string | null; at: number }[] = [];
    let exitedAt = Number.POSITIVE_INFINITY;
    let sending = true;
    const client = async () => {
      while (sending) {
        const res = await fetch(`http://127.0.0.1:${proxyPort}/api/health`).catch(() => null);
        await res?.arrayBuffer();
        answers.push({
          status: res?.status ?? 0,
          upstream: res?.headers.get('x-upstream') ?? null,
          at: Date.now(),
        });
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const exited = new Promise<number | null>((resolve) =>
      stopping.once('exit', (code) => {
        exitedAt = Date.now();
        resolve(code);
      }),
    );
    stopping.kill('SIGTERM');
    // While it drains it still answers, and says it is stopping.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`http://127.0.0.1:${ports[1]}/api/ready`).then(
      async (res) => ({ status: res.status, body: await res.json() }),
      () => null,
    );
    const code = await exited;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    sending = false;
    await Promise.all(clients);

    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => answer.status < 200 || answer.status > 299)).toEqual([]);
    const byPort = (port: number, from: number, to: number) =>
      answers.filter((a) => a.upstream === String(port) && a.at >= from && a.at <= to).length;
    const start = answers[0]!.at;
    expect(byPort(ports[1], start, exitedAt)).toBeGreaterThan(0);
    expect(byPort(ports[1], exitedAt + 1, Number.POSITIVE_INFINITY)).toBe(0);
    expect(byPort(ports[0], exitedAt + 1, Number.POSITIVE_INFINITY)).toBeGreaterThan(0);
    expect(ready).toEqual({ status: 503, body: expect.objectContaining({ status: 'stopping' }) });
    expect(code).toBe(0);
  }, 120_000);
});
