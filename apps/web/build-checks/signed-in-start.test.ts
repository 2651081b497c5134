import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lessonView } from '../src/features/lessons/test/lesson-view';
import { readManifest, screenKey, staticClosure } from './first-screen-scripts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
/** The render the server draws signed-in pages with (apps/server/src/plugins/signed-in-page.ts). */
const renderFile = path.join(dist, '.ssr', 'prerender.js');

type Render = {
  renderSignedIn: (
    url: string,
    request: { session: unknown; reads: Record<string, unknown> },
  ) => Promise<string | null>;
  MAX_WAITING_RENDERS: number;
};

/** A stored session as the web app writes it into its cookie at sign-in. */
const session = (sid: string, name: string) => ({
  sid,
  preferred_name: name,
  access_token: `token-${sid}`,
  scopes: 'Student',
  master: false,
  tutor: false,
  locale: 'es',
  remember_me: false,
  active: true,
  balance: 0,
  delinquentAmount: 0,
  installment: 0,
  lateCharges: 0,
  lastPaymentDate: null,
  nextPaymentDate: null,
});

const course = (id: string, title: string) => ({
  id,
  key: id,
  title: { es: title, en: title },
  description: { es: `Descripción de ${title}`, en: `About ${title}` },
  level: 'A1',
  coverImage: null,
  order: 1,
  locale: 'es',
  published: true,
  lessonCount: 4,
  completedLessons: 1,
  progress: 25,
  lastLessonId: null,
  resumeLessonId: null,
  enrolled: true,
  deletedAt: null,
  passPercent: 70,
});

// Loading the render (one file of about 1.2 MB) takes a few seconds on a busy machine.
describe('the signed-in start (run after `npm run build`)', { timeout: 60_000 }, () => {
  it("draws the dictionary's page without its search code, which loads on its own", () => {
    const manifest = readManifest(dist);
    const page = staticClosure(manifest, [screenKey(manifest, 'dictionary-page')]);
    const searchKey = 'src/features/dictionary/components/dictionary-search.tsx';
    expect(manifest[searchKey]?.isDynamicEntry).toBe(true);
    expect(page).not.toContain(manifest[searchKey]!.file);
    // Neither the search's API read nor the virtual list come with the page.
    const withSearch = page.filter((file) => {
      const code = readFileSync(path.join(dist, file), 'utf8');
      return code.includes('/dictionary/search') || code.includes('getVirtualItems');
    });
    expect(withSearch).toEqual([]);
  });

  it("draws /courses with each user's own cards and nothing of the user before", async () => {
    expect(existsSync(renderFile), 'run npm run build first').toBe(true);
    const { renderSignedIn } = (await import(pathToFileURL(renderFile).href)) as Render;
    const ana = await renderSignedIn('/courses', {
      session: session('01900000-0000-7000-8000-0000000000a1', 'Ana Ríos'),
      reads: { '/courses': [course('01900000-0000-7000-8000-0000000000c1', 'Inglés para Ana')] },
    });
    expect(ana).toContain('Inglés para Ana');
    expect(ana).toContain('Descripción de Inglés para Ana');
    expect(ana).toContain('data-testid="course-card"');
    expect(ana).not.toContain('redirect-to-login');

    const [beto, carla] = await Promise.all([
      renderSignedIn('/courses', {
        session: session('01900000-0000-7000-8000-0000000000b2', 'Beto Sáenz'),
        reads: { '/courses': [course('01900000-0000-7000-8000-0000000000c2', 'Inglés para Beto')] },
      }),
      renderSignedIn('/courses', {
        session: session('01900000-0000-7000-8000-0000000000c3', 'Carla Mora'),
        reads: { '/courses': [] },
      }),
    ]);
    expect(beto).toContain('Inglés para Beto');
    for (const html of [beto, carla]) {
      expect(html).not.toContain('Inglés para Ana');
      expect(html).not.toContain('Ana Ríos');
    }
    expect(carla).not.toContain('Inglés para Beto');
    expect(carla).not.toContain('data-testid="course-card"');
  });

  it('draws the dictionary search box, and nothing for a session it cannot read', async () => {
    const { renderSignedIn } = (await import(pathToFileURL(renderFile).href)) as Render;
    const html = await renderSignedIn('/dictionary', {
      session: session('01900000-0000-7000-8000-0000000000a1', 'Ana Ríos'),
      reads: {},
    });
    expect(html).toContain('role="combobox"');
    expect(await renderSignedIn('/courses', { session: { sid: 'x' }, reads: {} })).toBeNull();
  });

  it('draws a lesson from its read, its "Marcar como completada" disabled until the app takes over', async () => {
    const { renderSignedIn } = (await import(pathToFileURL(renderFile).href)) as Render;
    const courseId = '01900000-0000-7000-8000-0000000000c1';
    const chapterId = '01900000-0000-7000-8000-0000000000f1';
    const html = await renderSignedIn(`/lessons/${courseId}/${chapterId}`, {
      session: session('01900000-0000-7000-8000-0000000000a1', 'Ana Ríos'),
      reads: {
        [`/chapters/${chapterId}`]: lessonView({
          id: chapterId,
          courseId,
          courseTitle: { es: 'Inglés para Ana', en: 'English for Ana' },
          position: 2,
          title: { es: 'En el mercado', en: 'At the market' },
          body: 'How much is it? se usa para preguntar el precio.',
          passPercent: 70,
        }),
      },
    });
    expect(html).toContain('En el mercado');
    expect(html).toContain('How much is it? se usa para preguntar el precio.');
    const button = /<button[^>]*>(?:(?!<\/button>)[\s\S])*Marcar como completada/.exec(html ?? '');
    expect(button?.[0]).toMatch(/\sdisabled=""/);
  });

  it('answers the plain page at once, rather than queue, when renders already wait', async () => {
    const { renderSignedIn, MAX_WAITING_RENDERS } = (await import(pathToFileURL(renderFile).href)) as Render;
    const burst = await Promise.all(
      Array.from({ length: MAX_WAITING_RENDERS + 3 }, (_, i) =>
        renderSignedIn('/courses', {
          session: session(`01900000-0000-7000-8000-0000000000d${i}`, `Alumno ${i}`),
          reads: { '/courses': [course(`01900000-0000-7000-8000-0000000000e${i}`, `Curso ${i}`)] },
        }),
      ),
    );
    // The one running and those allowed to wait are drawn; the rest get null (index.html).
    expect(burst.filter((html) => html !== null)).toHaveLength(MAX_WAITING_RENDERS + 1);
    expect(burst.slice(MAX_WAITING_RENDERS + 1)).toEqual([null, null]);
    // Once they are done, a render is drawn again.
    expect(
      await renderSignedIn('/courses', {
        session: session('01900000-0000-7000-8000-0000000000a1', 'Ana Ríos'),
        reads: { '/courses': [] },
      }),
    ).not.toBeNull();
  });
});
