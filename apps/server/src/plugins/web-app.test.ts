import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('the web app files', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'puente-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><body>v1</body></html>');
    t = await buildTestApp({ config: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

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
});
