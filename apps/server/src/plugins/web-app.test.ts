import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

describe('the web app files', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'puente-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><body>v1</body></html>');
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  const t = useTestApp(() => ({ config: { WEB_DIST: dist } }));

  it('serves files a rebuild adds after start-up, without a restart', async () => {
    await writeFile(path.join(dist, 'assets', 'index-new.js'), 'console.log(2)');
    const res = await t.app.inject({ url: '/assets/index-new.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers the root and folders with the app page, never an error', async () => {
    for (const url of ['/', '/?lang=en', '/assets', '/assets/']) {
      const res = await t.app.inject({ url });
      if (url === '/assets/') {
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe('system.not-found');
      } else {
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('v1');
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    }
  });

  it('keeps index.html uncached and answers deep links with it', async () => {
    const res = await t.app.inject({ url: '/lessons/abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('v1');
  });

  describe('precompressed files', () => {
    const script = `export const greeting = ${JSON.stringify('hola '.repeat(400))};`;
    const page = `<!doctype html><html lang="es"><body>v1 ${'<p>hola</p>'.repeat(200)}</body></html>`;
    beforeAll(async () => {
      const asset = path.join(dist, 'assets', 'main-Ab12Cd.js');
      await writeFile(asset, script);
      await writeFile(`${asset}.br`, brotliCompressSync(script));
      await writeFile(`${asset}.gz`, gzipSync(script));
      const index = path.join(dist, 'index.html');
      await writeFile(index, page);
      await writeFile(`${index}.br`, brotliCompressSync(page));
      await writeFile(`${index}.gz`, gzipSync(page));
    });

    it('sends the brotli copy of a hashed asset, cached for a year', async () => {
      const res = await t.app.inject({
        url: '/assets/main-Ab12Cd.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    });

    it('sends the gzip copy to a client without brotli and the plain file to one without either', async () => {
      const gzip = await t.app.inject({
        url: '/assets/main-Ab12Cd.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

      const plain = await t.app.inject({
        url: '/assets/main-Ab12Cd.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.body).toBe(script);
    });

    it('sends the compressed app page, uncached, at the root and for deep links', async () => {
      for (const url of ['/', '/lessons/abc']) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
      }
    });
  });

  describe('prerendered pages', () => {
    const home = `<!doctype html><html lang="es"><body><div id="root">inicio ${'<p>hola</p>'.repeat(200)}</div></body></html>`;
    const login = '<!doctype html><html lang="es"><body><div id="root">entrar</div></body></html>';
    beforeAll(async () => {
      await mkdir(path.join(dist, 'prerendered'));
      const homeFile = path.join(dist, 'prerendered', 'index.html');
      await writeFile(homeFile, home);
      await writeFile(`${homeFile}.br`, brotliCompressSync(home));
      await writeFile(path.join(dist, 'prerendered', 'login.html'), login);
    });
    afterAll(async () => {
      await rm(path.join(dist, 'prerendered'), { recursive: true, force: true });
    });

    it('answers / and /login (with or without a query) with their HTML, uncached', async () => {
      for (const [url, body] of [
        ['/', home],
        ['/?lang=en', home],
        ['/login', login],
        ['/login?returnTo=%2Fcourses', login],
      ] as const) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(body);
      }
    });

    it('sends the brotli copy of a prerendered page to a client that accepts it', async () => {
      const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(home);
    });

    it('answers every other page with the app page, and / with it when the build has no prerendered page', async () => {
      const deep = await t.app.inject({ url: '/courses', headers: { 'accept-encoding': 'identity' } });
      expect(deep.body).not.toContain('inicio');
      expect(deep.body).toContain('v1');
      await rm(path.join(dist, 'prerendered', 'index.html'));
      await rm(path.join(dist, 'prerendered', 'index.html.br'));
      const root = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('v1');
      expect(root.body).not.toContain('inicio');
    });
  });
});
