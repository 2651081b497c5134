import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { multipart, wav } from '../../../../test/media-samples.ts';
import { signIn } from '../../../../test/sign-in.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

/** A real S3-compatible server (s3rver, on the local disk) behind the S3 storage. */
describe('S3 media storage', () => {
  let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let dir: string;
  let storage: MediaStorage;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'puente-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'media' }],
    });
    const { port } = await server.run();
    storage = createS3MediaStorage({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('streams an object in, reads it whole and by byte range, and removes it', async () => {
    const body = 'abcdefghijklmnopqrstuvwxyz'.repeat(100);
    await storage.put('tenant/one', Readable.from([Buffer.from(body)]), { contentType: 'audio/wav' });
    expect(await text(await storage.read('tenant/one'))).toBe(body);
    expect(await text(await storage.read('tenant/one', { start: 26, end: 30 }))).toBe('abcde');
    await storage.remove('tenant/one');
    await expect(storage.read('tenant/one')).rejects.toThrow();
  });

  it('uploads a body larger than one part (multipart upload)', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const size = 6 * chunk.length + 5;
    async function* chunks() {
      for (let i = 0; i < 6; i++) yield chunk;
      yield Buffer.from('final');
    }
    await storage.put('tenant/big', Readable.from(chunks()), { contentType: 'video/mp4' });
    const tail = await text(await storage.read('tenant/big', { start: size - 5, end: size - 1 }));
    expect(tail).toBe('final');
  });

  it('serves uploads through the app: the upload streams in, a byte range is passed on to the store', async () => {
    const t = await buildTestApp({ deps: { mediaStorage: storage } });
    try {
      const tenant = await buildTenant(t.deps.db);
      const { headers } = await signIn(t, await buildUser(t.deps.db, tenant, { role: 'Professor' }));
      const data = wav(2000);
      const upload = multipart({ data, filename: 'clase.wav', contentType: 'audio/wav' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const part = await t.app.inject({
        url: res.json().url,
        headers: { host: headers.host!, range: 'bytes=44-99' },
      });
      expect([part.statusCode, part.headers['content-range']]).toEqual([206, `bytes 44-99/${data.length}`]);
      expect(part.rawPayload.equals(data.subarray(44, 100))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('leaves no object when the body fails mid-way', async () => {
    async function* failing() {
      yield Buffer.alloc(1000, 1);
      throw new Error('client went away');
    }
    await expect(
      storage.put('tenant/broken', Readable.from(failing()), { contentType: 'audio/wav' }),
    ).rejects.toThrow();
    await expect(storage.read('tenant/broken')).rejects.toThrow();
  });
});
