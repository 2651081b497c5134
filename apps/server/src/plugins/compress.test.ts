import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe('response compression', () => {
  let host: string;
  const t = useTestApp();
  beforeAll(async () => {
    host = (await buildTenant(t.deps.db)).hosts[0]!;
  });

  const apiDocument = '/api/docs/json';

  it('sends JSON over 1 KB with brotli when the client accepts it', async () => {
    const plain = await t.app.inject({ url: apiDocument, headers: { host } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await t.app.inject({
      url: apiDocument,
      headers: { host, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('falls back to gzip', async () => {
    const plain = await t.app.inject({ url: apiDocument, headers: { host } });
    const res = await t.app.inject({ url: apiDocument, headers: { host, 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { host, 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTypeOf('object');
  });
});
