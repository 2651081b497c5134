import type { TCourseInput } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { chapters, enrollments } from '../../../db/schema/index.ts';

const course = (overrides: Partial<TCourseInput> = {}): TCourseInput => ({
  title: { es: 'Inglés para viajar', en: 'English for travel' },
  description: { es: 'Frases útiles en el aeropuerto.', en: 'Useful phrases at the airport.' },
  level: 'A2',
  coverImage: null,
  order: 5,
  locale: 'es',
  published: false,
  ...overrides,
});

describe('courses resource (staff wizards)', () => {
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);

  type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; url: string; payload?: unknown };
  const call = (c: Call, headers = a.staff$) =>
    t.app.inject({ method: c.method ?? 'GET', url: c.url, headers, payload: c.payload as object });
  const add = (payload: unknown, headers = a.staff$) =>
    call({ method: 'POST', url: '/api/courses', payload }, headers);

  it('adds a course (201, version 1), finds it with its version and lists it in a filtered page', async () => {
    const added = await add(course({ title: { es: 'Conversación básica', en: 'Basic conversation' } }));
    expect(added.statusCode).toBe(201);
    const item = added.json();
    expect(item).toMatchObject({
      version: 1,
      title: { es: 'Conversación básica', en: 'Basic conversation' },
      order: 5,
      published: false,
      chapterIds: [],
      deletedAt: null,
    });
    const found = await call({ url: `/api/courses/${item.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: item.id, version: 1, lessons: [], chapterIds: [] });

    // Case- and accent-insensitive, on either language.
    const page = await call({ url: '/api/courses?SearchValue=CONVERSACION&Skip=0&Take=10' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ items: [expect.objectContaining({ id: item.id })], total: 1 });
    const all = (await call({ url: '/api/courses?Take=1' })).json();
    expect(all.items).toHaveLength(1);
    expect(all.total).toBe(3);
    const second = (await call({ url: '/api/courses?Take=1&Skip=1' })).json();
    expect(second.items[0].id).not.toBe(all.items[0].id);
    expect((await call({ url: '/api/courses?Skip=50' })).json()).toEqual({ items: [], total: 3 });
    const tooMany = await call({ url: '/api/courses?Take=101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'Take',
      Code: 'invalid',
      Parameters: { maximum: 100 },
      Parent: null,
      Children: [],
    });
  });

  it('answers every course validation code as a ModelState entry keyed by field', async () => {
    const res = await add({
      ...course(),
      title: { es: ' ', en: 'x' },
      locale: '',
      order: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid');
    const entries = res.json().errorInfo.ModelState;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'title.es',
          code: 'course.empty-name',
          Code: 'course.empty-name',
          Parent: 'title',
          Children: [],
          message: 'El nombre del curso está vacío',
        }),
        expect.objectContaining({ field: 'locale', Code: 'course.empty-locale', Parent: null }),
        expect.objectContaining({ field: 'order', Code: 'course.zero-presentation-order' }),
      ]),
    );
    const negative = await add({ ...course(), order: -3 });
    expect(negative.json().errorInfo.ModelState).toEqual([
      expect.objectContaining({
        field: 'order',
        Code: 'course.zero-presentation-order',
        Parameters: expect.objectContaining({ minimum: 1 }),
      }),
    ]);
  });

  it('checks titles with HEAD (200 free, 409 duplicate, the edited item may keep its own)', async () => {
    const added = (await add(course({ title: { es: 'Pronunciación', en: 'Pronunciation' } }))).json();
    const check = (value: string, extra = '', headers = a.staff$) =>
      call(
        { method: 'HEAD', url: `/api/courses/name/check?value=${encodeURIComponent(value)}${extra}` },
        headers,
      );
    expect((await check('pronunciacion')).statusCode).toBe(409);
    expect((await check('PRONUNCIATION')).statusCode).toBe(409);
    expect((await check('Pronunciación', `&id=${added.id}`)).statusCode).toBe(200);
    expect((await check('Algo libre')).statusCode).toBe(200);
    // Another tenant's titles are not seen.
    expect((await check('Pronunciación', '', b.staff$)).statusCode).toBe(200);
    // The unique index refuses what the check would have (two saves racing past it).
    const race = await Promise.all([
      add(course({ title: { es: 'Carrera', en: 'Race' } })),
      add(course({ title: { es: 'carrera', en: 'Race two' } })),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = race.find((r) => r.statusCode === 409)!.json();
    expect(refused.code).toBe('duplicate');
    expect(refused.errorInfo.ModelState).toEqual([
      expect.objectContaining({ field: 'title.es', Code: 'duplicate' }),
    ]);
  });

  it('edits with the version read; a stale version answers 409 stale', async () => {
    const added = (await add(course({ title: { es: 'Gramática', en: 'Grammar' } }))).json();
    const edit = (version: number, order: number) =>
      call({
        method: 'PUT',
        url: `/api/courses/${added.id}`,
        payload: { ...course({ title: added.title }), order, version },
      });
    const first = await edit(1, 7);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, order: 7 });
    const stale = await edit(1, 8);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale');
    // PUT {url} with the id in the body, as the spec writes the edit call.
    const bodyId = await call({
      method: 'PUT',
      url: '/api/courses',
      payload: { ...course({ title: added.title }), id: added.id, order: 9, version: 2 },
    });
    expect(bodyId.statusCode).toBe(200);
    expect(bodyId.json()).toMatchObject({ id: added.id, version: 3, order: 9 });
    const staleBody = await call({
      method: 'PUT',
      url: '/api/courses',
      payload: { ...course({ title: added.title }), id: added.id, version: 2 },
    });
    expect(staleBody.json().code).toBe('stale');
    const taken = await call({
      method: 'PUT',
      url: `/api/courses/${added.id}`,
      payload: { ...course({ title: { es: 'Curso de prueba', en: 'Grammar' } }), version: 3 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('duplicate');
    const missing = await call({
      method: 'PUT',
      url: '/api/courses/0196b3a2-0000-7000-8000-000000000000',
      payload: { ...course(), version: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('course.not-found');
  });

  it('publishes: students list only published, live courses', async () => {
    const added = (await add(course({ title: { es: 'Negocios', en: 'Business' } }))).json();
    const studentList = async () =>
      (await call({ url: '/api/courses' }, a.student$)).json().map((c: { id: string }) => c.id);
    expect(await studentList()).not.toContain(added.id);
    const published = await call({
      method: 'PUT',
      url: `/api/courses/${added.id}`,
      payload: { ...course({ title: added.title }), published: true, version: 1 },
    });
    expect(published.json().published).toBe(true);
    expect(await studentList()).toContain(added.id);
    expect((await call({ method: 'DELETE', url: `/api/courses/${added.id}` })).statusCode).toBe(204);
    expect(await studentList()).not.toContain(added.id);
  });

  it('soft-deletes a course with enrolled students and recovers it with them', async () => {
    const enrolled = await call({ method: 'POST', url: `/api/courses/${a.courseId}/enroll` }, a.student$);
    expect(enrolled.statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: `/api/courses/${a.courseId}` })).statusCode).toBe(204);
    expect((await call({ url: `/api/courses/${a.courseId}` }, a.student$)).statusCode).toBe(404);
    const deletedPage = (await call({ url: '/api/courses?deleted=true' })).json();
    expect(deletedPage.items.map((c: { id: string }) => c.id)).toContain(a.courseId);
    expect((await call({ url: '/api/courses?SearchValue=prueba' })).json().total).toBe(0);
    const recovered = await call({ method: 'POST', url: `/api/courses/recover/${a.courseId}` });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ id: a.courseId, deletedAt: null });
    expect(recovered.json().chapterIds).toHaveLength(2);
    const rows = await t.deps.db.select().from(enrollments).where(eq(enrollments.courseId, a.courseId));
    expect(rows).toHaveLength(1);
    expect((await call({ url: `/api/courses/${a.courseId}` }, a.student$)).statusCode).toBe(200);
  });

  it('assigns, unassigns and orders lessons', async () => {
    const target = (await add(course({ title: { es: 'Destino', en: 'Target' }, published: true }))).json();
    const source = (await call({ url: `/api/courses/${a.courseId}` })).json();
    const [first, second] = source.chapterIds as string[];
    const assign = (courseId: string, chapterId: string) =>
      call({ method: 'POST', url: `/api/courses/${courseId}/chapters`, payload: { chapterId } });

    const again = await assign(a.courseId, first!);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('course.chapter-already-assigned');

    // A lesson of another course moves here, exercises included.
    const moved = await assign(target.id, first!);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ chapterIds: [first], version: 2 });
    expect((await call({ url: `/api/courses/${a.courseId}` })).json().chapterIds).toEqual([second]);
    const lesson = await call({ url: `/api/chapters/${first}` }, a.student$);
    expect(lesson.json()).toMatchObject({ courseId: target.id });
    expect(lesson.json().exercises.length).toBeGreaterThan(0);

    const notHere = await call({ method: 'DELETE', url: `/api/courses/${a.courseId}/chapters/${first}` });
    expect(notHere.statusCode).toBe(409);
    expect(notHere.json().code).toBe('course.chapter-not-assigned');
    const unassigned = await call({ method: 'DELETE', url: `/api/courses/${target.id}/chapters/${first}` });
    expect(unassigned.json().chapterIds).toEqual([]);
    // Hidden from students, still there for staff.
    expect((await call({ url: `/api/chapters/${first}` }, a.student$)).statusCode).toBe(404);
    expect((await call({ url: `/api/chapters/${first}` })).json()).toMatchObject({ assigned: false });
    expect((await assign(target.id, first!)).json().chapterIds).toEqual([first]);
    expect((await assign(target.id, second!)).json().chapterIds).toEqual([first, second]);

    const order = (chapterIds: string[]) =>
      call({ method: 'PUT', url: `/api/courses/${target.id}/chapters/order`, payload: { chapterIds } });
    const ordered = await order([second!, first!]);
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().chapterIds).toEqual([second, first]);
    const student = (await call({ url: `/api/courses/${target.id}` }, a.student$)).json();
    expect(student.lessons.map((l: { id: string }) => l.id)).toEqual([second, first]);
    expect((await order([second!])).json().errorInfo.ModelState[0].field).toBe('chapterIds');
    const [foreign] = await t.deps.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.tenantId, b.tenant.id))
      .limit(1);
    expect((await order([second!, foreign!.id])).json().code).toBe('course.chapter-not-assigned');
    expect((await assign(target.id, foreign!.id)).json().code).toBe('chapter.not-found');
    expect((await assign(b.courseId, first!)).json().code).toBe('course.not-found');
  });

  it('is for staff of the tenant only', async () => {
    const added = (await add(course({ title: { es: 'Privado', en: 'Private' } }))).json();
    const student = [
      { url: '/api/courses?Take=10' },
      { method: 'POST' as const, url: '/api/courses', payload: course() },
      { method: 'PUT' as const, url: `/api/courses/${added.id}`, payload: { ...course(), version: 1 } },
      { method: 'DELETE' as const, url: `/api/courses/${added.id}` },
      { method: 'POST' as const, url: `/api/courses/recover/${added.id}` },
      { method: 'HEAD' as const, url: '/api/courses/title/check?value=x' },
      { method: 'POST' as const, url: `/api/courses/${added.id}/chapters`, payload: { chapterId: added.id } },
    ];
    for (const c of student) expect((await call(c, a.student$)).statusCode, c.url).toBe(403);
    // The student list without the filter is still the learner's.
    expect(Array.isArray((await call({ url: '/api/courses' }, a.student$)).json())).toBe(true);

    const other = [
      { url: `/api/courses/${added.id}` },
      { method: 'PUT' as const, url: `/api/courses/${added.id}`, payload: { ...course(), version: 1 } },
      { method: 'DELETE' as const, url: `/api/courses/${added.id}` },
      { method: 'POST' as const, url: `/api/courses/recover/${added.id}` },
    ];
    for (const c of other) {
      const res = await call(c, b.staff$);
      expect(res.statusCode, c.url).toBe(404);
      expect(res.json().code).toBe('course.not-found');
    }
    const page = (await call({ url: '/api/courses?SearchValue=Privado' }, b.staff$)).json();
    expect(page).toEqual({ items: [], total: 0 });
  });
});
