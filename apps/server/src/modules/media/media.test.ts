import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../../test/factories.ts';
import {
  isoMedia,
  jpeg,
  mp3,
  multipart,
  ogg,
  PNG_1X1,
  wav,
  webm,
  webp,
} from '../../../test/media-samples.ts';
import { signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { media, type Tenant } from '../../db/schema/index.ts';
import { LOCAL_TEMP_FOLDER } from './storage/local-media-storage.ts';

type Headers = Record<string, string>;

/** Small limits, so the refusals need only small bodies. */
const LIMITS = { MEDIA_IMAGE_MAX_BYTES: 2048, MEDIA_AUDIO_MAX_BYTES: 3072, MEDIA_VIDEO_MAX_BYTES: 8192 };

describe('media: uploads, descriptions, lists and content', () => {
  let tenant: Tenant;
  let staff: Headers;
  let professor: Headers;
  let student: Headers;
  let otherAdmin: Headers;
  let mediaDir: string;

  const t = useTestApp({ config: LIMITS });
  beforeAll(async () => {
    mediaDir = t.deps.config.MEDIA_DIR!;
    tenant = await buildTenant(t.deps.db);
    staff = await signInNewUser(t, tenant, { role: 'Administrator' });
    professor = await signInNewUser(t, tenant, { role: 'Professor' });
    student = await signInNewUser(t, tenant);
    const other = await buildTenant(t.deps.db);
    otherAdmin = await signInNewUser(t, other, { role: 'Administrator' });
  });

  const upload = (headers: Headers, data: Buffer, filename: string, contentType: string) => {
    const body = multipart({ data, filename, contentType });
    return t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  /** Files under the media folder (temporary ones included), by relative path. */
  const storedFiles = async () => {
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)));
  };
  const tempFiles = async () => (await storedFiles()).filter((file) => file.startsWith(LOCAL_TEMP_FOLDER));

  it.each([
    ['cover.png', 'image/png', () => PNG_1X1, 'image', 'image/png'],
    ['photo.jpg', 'image/jpeg', () => jpeg(), 'image', 'image/jpeg'],
    ['photo.webp', 'image/webp', () => webp(), 'image', 'image/webp'],
    ['lesson.wav', 'audio/wav', () => wav(), 'audio', 'audio/wav'],
    ['lesson.mp3', 'audio/mpeg', () => mp3(), 'audio', 'audio/mpeg'],
    ['lesson.ogg', 'audio/ogg', () => ogg(), 'audio', 'audio/ogg'],
    ['lesson.m4a', 'audio/x-m4a', () => isoMedia('M4A '), 'audio', 'audio/mp4'],
    ['clip.mp4', 'video/mp4', () => isoMedia('isom'), 'video', 'video/mp4'],
    ['clip.webm', 'video/webm', () => webm(), 'video', 'video/webm'],
  ])('stores %s (%s), and streams it back byte for byte', async (name, type, sample, kind, mime) => {
    const data = sample();
    const res = await upload(professor, data, name, type);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ kind, mime, size: data.length, originalName: name, deletedAt: null });
    const [row] = await t.deps.db.select().from(media).where(eq(media.id, item.id));
    expect(row).toMatchObject({
      tenantId: tenant.id,
      storageKey: `${tenant.id}/${item.id}.${name.split('.').pop()}`,
    });
    const content = await t.app.inject({ url: item.url, headers: { host: student.host! } });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe(mime);
    expect(content.rawPayload.equals(data)).toBe(true);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses a missing file, an empty one, an unknown type and a type that does not match the bytes', async () => {
    const cases: [Awaited<ReturnType<typeof upload>>, number, string][] = [];
    const noFile = multipart(null, { title: 'nada' });
    cases.push([
      await t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...staff, ...noFile.headers },
        payload: noFile.payload,
      }),
      400,
      'media.missing-file',
    ]);
    cases.push([
      await t.app.inject({ method: 'POST', url: '/api/media', headers: staff, payload: { file: 'x' } }),
      400,
      'media.missing-file',
    ]);
    cases.push([await upload(staff, Buffer.alloc(0), 'empty.png', 'image/png'), 400, 'media.empty-file']);
    cases.push([
      await upload(staff, Buffer.from('%PDF-1.7\n'.repeat(40)), 'doc.pdf', 'application/pdf'),
      415,
      'media.unsupported-type',
    ]);
    cases.push([
      await upload(staff, Buffer.from('just text, no magic'), 'notes.png', 'image/png'),
      415,
      'media.unsupported-type',
    ]);
    cases.push([await upload(staff, PNG_1X1, 'cover.png', 'video/mp4'), 415, 'media.type-mismatch']);
    cases.push([await upload(staff, wav(), 'lesson.mp3', 'audio/wav'), 415, 'media.type-mismatch']);
    cases.push([await upload(staff, jpeg(), 'cover.jpg', 'image/png'), 415, 'media.type-mismatch']);
    expect(cases.map(([res]) => [res.statusCode, res.json().code])).toEqual(
      cases.map(([, status, code]) => [status, code]),
    );
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/\.part$/));
  });

  it('refuses a file over its kind’s limit with 413 and the limit, leaving no file behind', async () => {
    const before = await storedFiles();
    const rows = (await t.deps.db.select().from(media)).length;
    const image = await upload(staff, jpeg(2049), 'big.jpg', 'image/jpeg');
    expect(image.statusCode).toBe(413);
    expect(image.json()).toMatchObject({
      code: 'media.too-large',
      message: 'El archivo supera el tamaño máximo de 2 kB',
      params: { limit: '2 kB', limitBytes: 2048, kind: 'image' },
    });
    // The video limit is also the parser's: the last byte past it is refused the same way.
    const video = await upload({ ...staff, 'accept-language': 'en' }, webm(8193), 'big.webm', 'video/webm');
    expect(video.statusCode).toBe(413);
    expect(video.json().params).toMatchObject({ limitBytes: 8192, kind: 'video' });
    expect((await upload(staff, webm(8192), 'fits.webm', 'video/webm')).statusCode).toBe(201);
    const after = await storedFiles();
    expect(after.filter((file) => !before.includes(file))).toHaveLength(1);
    expect(await tempFiles()).toEqual([]);
    expect((await t.deps.db.select().from(media)).length).toBe(rows + 1);
  });

  it('leaves no temporary file when the client drops the connection mid-upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rows = (await t.deps.db.select().from(media)).length;
    const body = multipart({ data: webm(8000), filename: 'cut.webm', contentType: 'video/webm' });
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/media HTTP/1.1\r\nhost: ${staff.host}\r\nauthorization: ${staff.authorization}\r\n` +
        `content-type: ${body.headers['content-type']}\r\ncontent-length: ${body.payload.length}\r\n\r\n`,
    );
    // Well past the type detection, so a temporary file is being written when the client goes.
    socket.write(body.payload.subarray(0, body.payload.length - 300));
    try {
      await waitFor(async () => (await tempFiles()).length > 0);
    } finally {
      socket.destroy();
    }
    await waitFor(async () => (await tempFiles()).length === 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await tempFiles()).toEqual([]);
    expect((await t.deps.db.select().from(media)).length).toBe(rows);
  });

  it('answers byte ranges: 206 with Content-Range, suffix and open ranges, 416 past the end', async () => {
    const data = wav(1000);
    const item = (await upload(staff, data, 'range.wav', 'audio/wav')).json();
    const get = (range?: string, extra: Headers = {}) =>
      t.app.inject({ url: item.url, headers: { host: staff.host!, ...(range ? { range } : {}), ...extra } });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': String(data.length),
      etag: `"${item.id}"`,
    });
    expect(whole.headers['last-modified']).toBeTruthy();
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+, must-revalidate$/);
    const part = await get('bytes=10-19');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${data.length}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    const tail = await get('bytes=-4');
    expect([tail.statusCode, tail.rawPayload.equals(data.subarray(-4))]).toEqual([206, true]);
    const open = await get(`bytes=${data.length - 3}-`);
    expect([open.statusCode, open.headers['content-range']]).toEqual([
      206,
      `bytes ${data.length - 3}-${data.length - 1}/${data.length}`,
    ]);
    const past = await get(`bytes=${data.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${data.length}`);
    expect(past.json().code).toBe('media.range-not-satisfiable');
    // Several ranges or a stale If-Range: the whole file.
    expect((await get('bytes=0-1,5-6')).statusCode).toBe(200);
    expect((await get('bytes=0-1', { 'if-range': '"another"' })).statusCode).toBe(200);
    expect((await get(undefined, { 'if-none-match': `"${item.id}"` })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: item.url, headers: { host: staff.host! } });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([
      200,
      String(data.length),
      '',
    ]);
  });

  it('serves images to anyone of the tenant for a year; audio and video only by a valid signed address', async () => {
    const image = (await upload(staff, PNG_1X1, 'cover.png', 'image/png')).json();
    const audio = (await upload(staff, wav(), 'lesson.wav', 'audio/wav')).json();
    const anonymous = { host: staff.host! };
    const pic = await t.app.inject({ url: image.url, headers: anonymous });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(audio.url).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    expect((await t.app.inject({ url: audio.url, headers: anonymous })).statusCode).toBe(200);
    const bare = audio.url.split('?')[0];
    const unsigned = await t.app.inject({ url: bare, headers: anonymous });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([401, 'system.unauthorized']);
    const forged = await t.app.inject({
      url: audio.url.replace(/signature=[\w-]+/, `signature=${'A'.repeat(43)}`),
      headers: anonymous,
    });
    expect(forged.statusCode).toBe(401);
    const expired = new URL(audio.url, 'http://x');
    expired.searchParams.set('expires', '1000');
    expect((await t.app.inject({ url: `${bare}${expired.search}`, headers: anonymous })).statusCode).toBe(
      401,
    );
    // The student reads the description (a course shows it), with the signed address.
    const described = await t.app.inject({ url: `/api/media/${audio.id}`, headers: student });
    expect([described.statusCode, described.json().url]).toEqual([200, audio.url]);
  });

  it('stores and serves a file under the extension of its detected type, not the name it came with', async () => {
    const res = await upload(staff, PNG_1X1, 'page.html', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ mime: 'image/png', originalName: 'page.png' });
    const [row] = await t.deps.db.select().from(media).where(eq(media.id, item.id));
    expect(row!.storageKey).toBe(`${tenant.id}/${item.id}.png`);
    expect(await storedFiles()).toContain(path.join(tenant.id, `${item.id}.png`));
    const content = await t.app.inject({ url: item.url, headers: { host: staff.host! } });
    expect(content.headers['content-disposition']).toBe("inline; filename*=UTF-8''page.png");
    const noName = (await upload(staff, wav(), 'grabación', 'audio/wav')).json();
    expect(noName.originalName).toBe('grabación.wav');
    // A name that already ends in one of the type's extensions keeps it.
    expect((await upload(staff, jpeg(), 'foto.JPEG', 'image/jpeg')).json().originalName).toBe('foto.JPEG');
  });

  it('lets no cache keep a media file for long: a deleted one answers 404 within minutes everywhere', async () => {
    const image = (await upload(staff, PNG_1X1, 'gone.png', 'image/png')).json();
    const audio = (await upload(staff, wav(), 'gone.wav', 'audio/wav')).json();
    for (const item of [image, audio]) {
      const served = await t.app.inject({ url: item.url, headers: { host: staff.host! } });
      const cacheControl = served.headers['cache-control'] as string;
      expect(cacheControl).not.toContain('immutable');
      expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(300);
      expect(cacheControl).toContain('must-revalidate');
      const del = await t.app.inject({ method: 'DELETE', url: `/api/media/${item.id}`, headers: staff });
      expect(del.statusCode).toBe(200);
      const after = await t.app.inject({ url: item.url, headers: { host: staff.host! } });
      expect([after.statusCode, after.json().code]).toEqual([404, 'media.not-found']);
      // A cache revalidating its copy hears the same.
      const revalidated = await t.app.inject({
        url: item.url,
        headers: { host: staff.host!, 'if-none-match': `"${item.id}"` },
      });
      expect(revalidated.statusCode).toBe(404);
    }
  });

  it('is tenant-scoped: another tenant’s host answers 404 for the content, the description and the delete', async () => {
    const image = (await upload(staff, PNG_1X1, 'mine.png', 'image/png')).json();
    const audio = (await upload(staff, wav(), 'mine.wav', 'audio/wav')).json();
    for (const url of [image.url, audio.url, `/api/media/${image.id}`]) {
      const res = await t.app.inject({ url, headers: otherAdmin });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'media.not-found']);
    }
    const del = await t.app.inject({ method: 'DELETE', url: `/api/media/${image.id}`, headers: otherAdmin });
    expect(del.statusCode).toBe(404);
    expect((await t.app.inject({ url: image.url, headers: { host: staff.host! } })).statusCode).toBe(200);
  });

  it('lets only staff upload, list and delete; lists by kind and name with a total; a deleted item is gone', async () => {
    expect((await upload(student, PNG_1X1, 'x.png', 'image/png')).statusCode).toBe(403);
    expect((await upload({ host: staff.host! }, PNG_1X1, 'x.png', 'image/png')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/media', headers: student })).statusCode).toBe(403);
    const a = (await upload(staff, PNG_1X1, 'Portada del curso_1.png', 'image/png')).json();
    await upload(staff, PNG_1X1, 'otra portada.png', 'image/png');
    const list = await t.app.inject({
      url: '/api/media?kind=image&SearchValue=portada&Skip=0&Take=1',
      headers: professor,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, items: [{ originalName: 'otra portada.png' }] });
    const literal = await t.app.inject({ url: '/api/media?SearchValue=o_1', headers: staff });
    expect(literal.json().items.map((item: { id: string }) => item.id)).toEqual([a.id]);
    expect(
      (await t.app.inject({ url: '/api/media?kind=audio&SearchValue=portada', headers: staff })).json(),
    ).toEqual({ items: [], total: 0 });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/media/${a.id}`, headers: student })).statusCode,
    ).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/media/${a.id}`, headers: staff });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deletedAt).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/media/${a.id}`, headers: staff })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: a.url, headers: student })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/media/${a.id}`, headers: student })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/media/${a.id}`, headers: staff })).json().deletedAt).toBeTruthy();
    expect((await t.app.inject({ url: '/api/media?SearchValue=portada', headers: staff })).json().total).toBe(
      1,
    );
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
