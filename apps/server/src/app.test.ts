import { createHash } from 'node:crypto';
import { PRERENDER_GUARD_SCRIPT } from '@puente/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/build-test-app.ts';
import { buildTenant } from '../test/factories.ts';
import { useTestApp } from '../test/use-test-app.ts';
import type { App } from './app.ts';
import { AppError } from './lib/app-error.ts';

const json = { 'content-type': 'application/json' };

describe('the app skeleton', () => {
  const t = useTestApp({ extend: addTestRoutes });
  beforeAll(async () => {
    await buildTenant(t.deps.db, {
      slug: 'default',
      isDefault: true,
      hosts: ['localhost'],
      name: 'Default school',
    });
    await buildTenant(t.deps.db, { slug: 'other', hosts: ['other.puente.test'], name: 'Other school' });
  });

  function addTestRoutes(app: App) {
    app.get('/api/test/tenant', async (request) => ({ name: request.tenant.name, locale: request.locale }));
    app.get('/api/test/app-error', async () => {
      throw new AppError('course.not-found');
    });
    app.get('/api/test/crash', async () => {
      throw new Error('boom');
    });
    app.post(
      '/api/test/validated',
      { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } },
      async () => ({ ok: true }),
    );
    app.post(
      '/api/test/list-errors',
      { config: { errorFormat: 'list' }, schema: { body: z.object({ username: z.email() }) } },
      async () => {
        throw new AppError('errors.login.credentials');
      },
    );
  }

  it('resolves the tenant from the Host header, falling back to the default tenant', async () => {
    const other = await t.app.inject({
      url: '/api/test/tenant',
      headers: { host: 'other.puente.test:3000' },
    });
    expect(other.json().name).toBe('Other school');
    const unknown = await t.app.inject({ url: '/api/test/tenant', headers: { host: 'nowhere.example' } });
    expect(unknown.json().name).toBe('Default school');
  });

  it('answers AppError codes with their status and a message in the request locale', async () => {
    const es = await t.app.inject({ url: '/api/test/app-error' });
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({ code: 'course.not-found', message: 'Curso no encontrado' });
    const en = await t.app.inject({
      url: '/api/test/app-error',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toEqual({ code: 'course.not-found', message: 'Course not found' });
    const fr = await t.app.inject({
      url: '/api/test/app-error',
      headers: { 'accept-language': 'fr-FR, en;q=0.5' },
    });
    expect(fr.json().message).toBe('Course not found');
  });

  it('hides unexpected errors behind system.exception', async () => {
    const res = await t.app.inject({ url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'system.exception', message: 'Excepción del sistema' });
  });

  it('turns schema failures into 400 invalid with a ModelState list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { email: 'x', age: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid');
    expect(body.errorInfo.ModelState.map((e: { field: string }) => e.field).sort()).toEqual(['age', 'email']);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('system.invalid-input');
  });

  it('answers a list of codes on routes that use the list format', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/list-errors',
      payload: { username: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Array.isArray(bad.json())).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test/list-errors',
      payload: { username: 'a@b.co' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(['errors.login.credentials']);
  });

  it('answers unknown API paths with a JSON 404 and other paths with the single-page app', async () => {
    const api = await t.app.inject({ url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('system.not-found');
    const page = await t.app.inject({ url: '/some/client/route' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it('serves assets with long cache headers and a missing asset as 404', async () => {
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a CSP that allows no inline script on every response', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(url === '/api/nope' ? 404 : 200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("allows the pages' one inline script by its hash, and no other", async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    const hash = createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64');
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${hash}'`);
    // Stripe.js only with PAYMENT_PROVIDER=stripe (stripe-provider.test.ts); the sandbox needs none of it.
    expect(csp).not.toContain('stripe.com');
  });

  it('marks every /api answer, errors included, Cache-Control: no-store; pages keep their own', async () => {
    const answers = [
      await t.app.inject({ url: '/api/test/tenant' }),
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/nope' }),
      await t.app.inject({ url: '/%61pi/nope' }),
      await t.app.inject({ url: '/api/courses' }),
      await t.app.inject({ url: '/api/test/crash' }),
      await t.app.inject({ method: 'POST', url: '/api/test/validated', payload: {} }),
      await t.app.inject({ method: 'POST', url: '/api/test/validated', payload: '{', headers: json }),
      await t.app.inject({ url: '/api/docs/json' }),
      await t.app.inject({ url: '/api/%' }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/assets/app.js' })).headers['cache-control']).toContain('immutable');
  });

  it('answers malformed URLs through the error handler: stable code, translated, security headers', async () => {
    for (const url of ['/api/%', '/api/courses/%zz', '/%']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'system.invalid-input', message: 'Invalid input' });
      expect(String(res.headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await t.app.inject({ url: '/api/%' })).headers['cache-control']).toBe('no-store');
  });

  it('publishes the OpenAPI document under /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});

describe('API_DOCS off', () => {
  it('serves neither the OpenAPI document nor its browser', async () => {
    const t = await buildTestApp({ config: { API_DOCS: false } });
    await buildTenant(t.deps.db, { slug: 'default', isDefault: true, hosts: ['localhost'] });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('system.not-found');
    }
    await t.close();
  });
});
