import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTwoSchools } from '../../test/use-school.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { jsonForScript } from './signed-in-page.ts';

/** The built index.html's shape the server draws into (apps/web/build-tools/prerender-plugin.ts). */
const INDEX_HTML =
  '<!doctype html><html data-boot lang="es"><head>' +
  '<link rel="stylesheet" crossorigin href="/assets/app.css" media="print" id="app-css">' +
  '</head><body><div id="root"><!--boot--><div class="boot-bar">Puente</div><!--/boot--></div></body></html>';

/** A stand-in for the web build's render: it shows what it was given. */
const RENDER_MODULE = `export async function renderSignedIn(url, request) {
  return '<p>drawn ' + url + ' for ' + request.session.sid + '</p>';
}
`;

const INLINED = /<script type="application\/json" id="puente-first-reads">([\s\S]*?)<\/script>/;

describe('signed-in pages drawn by the server', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'puente-dist-'));
    await mkdir(path.join(dist, '.ssr'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, '.ssr', 'prerender.js'), RENDER_MODULE);
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  const t = useTestApp(() => ({ config: { WEB_DIST: dist } }));
  const { a, b } = useTwoSchools(t);

  /** The session cookie the web app writes at sign-in, for a user signed in with these headers. */
  const cookieOf = (signedIn: Record<string, string>, sid: string, token?: string) => {
    const session = {
      sid,
      access_token: token ?? signedIn.authorization!.replace(/^Bearer /, ''),
      locale: 'es',
    };
    return `theme=light; puente_session=${encodeURIComponent(JSON.stringify(session))}`;
  };

  it("draws /courses with the user's own course list inlined, as their API call answers it, never cached", async () => {
    const own = await t.app.inject({ url: '/api/courses', headers: a.student$ });
    const other = await t.app.inject({ url: '/api/courses', headers: b.student$ });
    const res = await t.app.inject({
      url: '/courses',
      headers: { host: a.student$.host!, cookie: cookieOf(a.student$, a.student.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    expect(res.body).toContain(
      `<div id="root" data-server-drawn><p>drawn /courses for ${a.student.id}</p></div>`,
    );
    // The stylesheet holds the paint of the drawn page (index.html's own does not).
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css" id="app-css">');
    const inlined = JSON.parse(INLINED.exec(res.body)![1]!);
    expect(inlined).toEqual({ '/courses': own.json() });
    const otherIds = other.json().map((course: { id: string }) => course.id);
    expect(otherIds.length).toBeGreaterThan(0);
    for (const id of otherIds) expect(res.body).not.toContain(id);

    const theirs = await t.app.inject({
      url: '/courses',
      headers: { host: b.student$.host!, cookie: cookieOf(b.student$, b.student.id) },
    });
    expect(JSON.parse(INLINED.exec(theirs.body)![1]!)).toEqual({ '/courses': other.json() });
    expect(theirs.body).not.toContain(a.courseId);
  });

  it("does not draw a session of one school on another school's host, nor a token the API refuses", async () => {
    for (const headers of [
      { host: b.student$.host!, cookie: cookieOf(a.student$, a.student.id) },
      { host: a.student$.host!, cookie: cookieOf(a.student$, a.student.id, 'not-a-token') },
      { host: a.student$.host!, cookie: 'puente_session=%7Bbroken' },
      { host: a.student$.host! },
    ]) {
      const res = await t.app.inject({ url: '/courses', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    }
  });

  it('draws /dictionary (its box: what is typed before the app takes over is carried into the app), never cached', async () => {
    const res = await t.app.inject({
      url: '/dictionary?q=run',
      headers: { host: a.student$.host!, cookie: cookieOf(a.student$, a.student.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(
      `<div id="root" data-server-drawn><p>drawn /dictionary?q=run for ${a.student.id}</p></div>`,
    );
    // No read of its own: the search starts in the browser.
    expect(JSON.parse(INLINED.exec(res.body)![1]!)).toEqual({});
  });

  it("draws a lesson with the user's own read of it inlined, and not a lesson the API refuses them", async () => {
    const course = await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.student$ });
    const lessonId = (course.json() as { lessons: { id: string }[] }).lessons[0]!.id;
    const own = await t.app.inject({ url: `/api/chapters/${lessonId}`, headers: a.student$ });
    expect(own.statusCode).toBe(200);
    const url = `/lessons/${a.courseId}/${lessonId}`;
    const res = await t.app.inject({
      url,
      headers: { host: a.student$.host!, cookie: cookieOf(a.student$, a.student.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    expect(res.body).toContain(
      `<div id="root" data-server-drawn><p>drawn ${url} for ${a.student.id}</p></div>`,
    );
    expect(JSON.parse(INLINED.exec(res.body)![1]!)).toEqual({ [`/chapters/${lessonId}`]: own.json() });

    // Another school's student, on their own host, gets the plain page: the read answers them 404.
    const theirs = await t.app.inject({
      url,
      headers: { host: b.student$.host!, cookie: cookieOf(b.student$, b.student.id) },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toBe(INDEX_HTML);
    expect(theirs.headers['cache-control']).toBe('no-cache');
    // Not a lesson's id: the plain page, which the app answers as it would.
    const broken = await t.app.inject({
      url: `/lessons/${a.courseId}/not-an-id`,
      headers: { host: a.student$.host!, cookie: cookieOf(a.student$, a.student.id) },
    });
    expect(broken.body).toBe(INDEX_HTML);
  });

  it('never serves the render itself as a file', async () => {
    const res = await t.app.inject({ url: '/.ssr/prerender.js' });
    expect(res.body).not.toContain('renderSignedIn');
  });

  it('inlines JSON that no string can break out of', () => {
    const value = { title: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
