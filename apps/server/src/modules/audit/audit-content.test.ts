import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { samplePackage } from '../../../test/learning-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { chapters, contactMessages, exams, exercises } from '../../db/schema/index.ts';

type Entry = {
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  actor: { id: string; name: string };
  impersonator: { id: string } | null;
  before: unknown;
  after: unknown;
};

describe('the audit log records content changes by name', () => {
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  let admin$: Record<string, string>;
  let adminEn$: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    const admin = await buildUser(t.deps.db, a.tenant, {
      role: 'Administrator',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    adminId = admin.id;
    admin$ = (await signIn(t, admin)).headers;
    const english = await buildUser(t.deps.db, a.tenant, { role: 'Administrator', preferredLocale: 'en' });
    adminEn$ = (await signIn(t, english)).headers;
  });

  type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };
  const call = (c: Call, headers = a.staff$) =>
    t.app.inject({ method: c.method ?? 'GET', url: c.url, headers, payload: c.payload as object });
  const log = async (query: string, headers = admin$) => {
    const res = await t.app.inject({ url: `/api/admin/audit-log${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Entry[]; total: number };
  };
  /** The entries about one item, oldest first. */
  const about = async (targetId: string, headers = admin$) =>
    (await log(`?SearchValue=${targetId}&Take=100`, headers)).items.reverse();

  it('records a course added, edited, deleted and recovered, named by its title in the reader’s language', async () => {
    const input = {
      title: { es: 'Inglés para viajar', en: 'English for travel' },
      description: { es: 'Frases útiles.', en: 'Useful phrases.' },
      level: 'A2',
      coverImage: null,
      order: 5,
      locale: 'es',
      published: false,
    };
    const added = await call({ method: 'POST', url: '/api/courses', payload: input });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    const edited = await call({
      method: 'PUT',
      url: `/api/courses/${id}`,
      payload: { ...input, title: { es: 'Inglés de viaje', en: 'Travel English' }, version: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call({ method: 'DELETE', url: `/api/courses/${id}` })).statusCode).toBe(204);
    expect((await call({ method: 'POST', url: `/api/courses/recover/${id}` })).statusCode).toBe(200);

    const entries = await about(id);
    expect(entries.map((e) => e.action)).toEqual([
      'course.create',
      'course.update',
      'course.delete',
      'course.recover',
    ]);
    expect(entries.map((e) => e.targetLabel)).toEqual([
      'Inglés para viajar',
      'Inglés de viaje',
      'Inglés de viaje',
      'Inglés de viaje',
    ]);
    expect(entries[0]).toMatchObject({ targetType: 'course', actor: { id: a.staff.id }, impersonator: null });
    expect(entries[1]).toMatchObject({
      before: { title: { es: 'Inglés para viajar' } },
      after: { title: { es: 'Inglés de viaje' } },
    });
    // The item's own fields, without its ids and bookkeeping.
    for (const key of ['id', 'version', 'chapterIds']) expect(entries[1]!.after).not.toHaveProperty(key);
    // In English for a reader who reads English.
    expect((await about(id, adminEn$)).map((e) => e.targetLabel)).toEqual([
      'English for travel',
      'Travel English',
      'Travel English',
      'Travel English',
    ]);
    // Found by its title too.
    const byTitle = await log(`?SearchValue=${encodeURIComponent('de viaje')}&kind=course`);
    expect(byTitle.items.map((e) => e.targetId)).toContain(id);
  });

  it('writes nothing when the change fails: the record shares the change’s transaction', async () => {
    const before = (await log('?kind=course&Take=1')).total;
    const duplicate = await call({
      method: 'POST',
      url: '/api/courses',
      payload: {
        title: { es: 'Curso de prueba', en: 'Another title' },
        description: { es: 'x', en: 'x' },
        level: 'A1',
        coverImage: null,
        order: 9,
        locale: 'es',
        published: false,
      },
    });
    expect(duplicate.statusCode).toBe(409);
    const gone = await call({ method: 'DELETE', url: `/api/courses/${crypto.randomUUID()}` });
    expect(gone.statusCode).toBe(404);
    expect((await log('?kind=course&Take=1')).total).toBe(before);
  });

  it('records lessons, exercises and exams deleted and recovered, each by name', async () => {
    const [lesson] = await t.deps.db
      .select()
      .from(chapters)
      .where(and(eq(chapters.tenantId, a.tenant.id), eq(chapters.key, 'lesson-2')));
    const [exam] = await t.deps.db
      .select()
      .from(exams)
      .where(and(eq(exams.tenantId, a.tenant.id), eq(exams.key, 'exam-b')));
    const [exercise] = await t.deps.db
      .select()
      .from(exercises)
      .where(eq(exercises.tenantId, a.tenant.id))
      .limit(1);
    for (const [path, id] of [
      ['chapters', lesson!.id],
      ['exams', exam!.id],
      ['exercises', exercise!.id],
    ] as const) {
      expect((await call({ method: 'DELETE', url: `/api/${path}/${id}` })).statusCode, path).toBe(204);
      expect((await call({ method: 'POST', url: `/api/${path}/recover/${id}` })).statusCode, path).toBe(200);
    }
    const lessonEntries = await about(lesson!.id);
    expect(lessonEntries.map((e) => [e.action, e.targetLabel])).toEqual([
      ['chapter.delete', 'Lección dos'],
      ['chapter.recover', 'Lección dos'],
    ]);
    expect((await about(exam!.id)).map((e) => [e.action, e.targetLabel])).toEqual([
      ['exam.delete', 'Examen B'],
      ['exam.recover', 'Examen B'],
    ]);
    expect((await about(exercise!.id)).map((e) => [e.action, e.targetLabel])).toEqual([
      ['exercise.delete', exercise!.key],
      ['exercise.recover', exercise!.key],
    ]);
  });

  it('records a course’s lessons taken off, added back and reordered, as changes of the course', async () => {
    const [lesson] = await t.deps.db
      .select()
      .from(chapters)
      .where(and(eq(chapters.tenantId, a.tenant.id), eq(chapters.key, 'lesson-1')));
    const base = `/api/courses/${a.courseId}/chapters`;
    const off = await call({ method: 'DELETE', url: `${base}/${lesson!.id}` });
    expect(off.statusCode, off.body).toBe(200);
    const back = await call({ method: 'POST', url: base, payload: { chapterId: lesson!.id } });
    expect(back.statusCode, back.body).toBe(200);
    const order = [...(back.json().chapterIds as string[])].reverse();
    const reordered = await call({ method: 'PUT', url: `${base}/order`, payload: { chapterIds: order } });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const entries = (await about(a.courseId)).filter((e) => e.action === 'course.update');
    expect(entries.map((e) => [e.targetLabel, e.after])).toEqual([
      ['Curso de prueba', { lessonRemoved: { es: 'Lección uno', en: 'Lesson one' } }],
      ['Curso de prueba', { lessonAdded: { es: 'Lección uno', en: 'Lesson one' } }],
      ['Curso de prueba', { lessonsReordered: true }],
    ]);
  });

  it('records carousel slides, review lessons and dictionary entries added', async () => {
    const slide = await call({
      method: 'POST',
      url: '/api/carousels',
      payload: {
        carouselId: 'landing',
        title: { es: 'Destacado', en: 'Featured' },
        resourceType: 'url',
        resourceUrl: 'https://puente.example.org/1',
      },
    });
    expect(slide.statusCode, slide.body).toBe(201);
    const [lesson] = await t.deps.db
      .select()
      .from(chapters)
      .where(and(eq(chapters.tenantId, a.tenant.id), eq(chapters.key, 'lesson-1')));
    const review = await call({
      method: 'POST',
      url: '/api/review-lessons',
      payload: {
        courseId: a.courseId,
        title: { es: 'Repaso uno', en: 'Review one' },
        words: [{ chapterId: lesson!.id, en: 'student' }],
      },
    });
    expect(review.statusCode, review.body).toBe(201);
    const category = await call({
      method: 'POST',
      url: '/api/dictionary/categories',
      payload: { name: { es: 'Comida', en: 'Food' } },
    });
    expect(category.statusCode, category.body).toBe(201);
    const word = await call({
      method: 'POST',
      url: '/api/dictionary/words',
      payload: {
        headword: 'avocado',
        partOfSpeech: 'noun',
        ipa: '',
        categoryId: category.json().id,
        senses: [{ gloss: 'a green fruit', translations: ['aguacate'] }],
        examples: [],
        audioMediaId: null,
      },
    });
    expect(word.statusCode, word.body).toBe(201);
    const phrase = await call({
      method: 'POST',
      url: '/api/dictionary/phrases',
      payload: {
        kind: 'idiom',
        text: 'the apple of my eye',
        translation: 'la niña de mis ojos',
        example: 'She is the apple of my eye.',
        wordIds: [word.json().id],
      },
    });
    expect(phrase.statusCode, phrase.body).toBe(201);

    const named = async (id: string) => (await about(id)).map((e) => [e.action, e.targetLabel]);
    expect(await named(slide.json().id)).toEqual([['carousel.create', 'Destacado']]);
    expect(await named(review.json().id)).toEqual([['review-lesson.create', 'Repaso uno']]);
    expect(await named(category.json().id)).toEqual([['dictionary-category.create', 'Comida']]);
    expect(await named(word.json().id)).toEqual([['dictionary-word.create', 'avocado']]);
    expect(await named(phrase.json().id)).toEqual([['dictionary-phrase.create', 'the apple of my eye']]);
    const dictionary = await log(`?kind=dictionary-word&actorId=${a.staff.id}`);
    expect(dictionary.items.map((e) => e.targetLabel)).toEqual(['avocado']);
  });

  it('records a content import, named by its courses', async () => {
    const imported = await call({ method: 'POST', url: '/api/content/import', payload: samplePackage() });
    expect(imported.statusCode, imported.body).toBe(200);
    const [entry] = (await log('?action=content.import')).items;
    expect(entry).toMatchObject({
      action: 'content.import',
      targetLabel: 'Curso de prueba, Borrador',
      actor: { id: a.staff.id },
    });
    expect((await log('?action=content.import', adminEn$)).items[0]?.targetLabel).toBe(
      'Sample course, Draft',
    );
  });

  it('records a contact message handled, once, named by its subject and sender', async () => {
    const [message] = await t.deps.db
      .insert(contactMessages)
      .values({
        tenantId: a.tenant.id,
        name: 'Lucía Gómez',
        email: 'lucia@example.test',
        subject: 'Horarios',
        message: '¿Hay clases los sábados?',
      })
      .returning();
    const mark = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/contact-messages/${message!.id}/handled`,
        headers: admin$,
      });
    expect((await mark()).statusCode).toBe(204);
    expect((await mark()).statusCode).toBe(204);
    expect(await about(message!.id)).toEqual([
      expect.objectContaining({
        action: 'contact.handled',
        targetLabel: 'Horarios — Lucía Gómez (lucia@example.test)',
        actor: expect.objectContaining({ id: adminId }),
      }),
    ]);
  });

  it('records the start and the end of an impersonation as such', async () => {
    const student = await buildUser(t.deps.db, a.tenant, { firstName: 'Eva', lastName: 'Estudiante' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/authentication/impersonate/${student.id}`,
      headers: admin$,
    });
    expect(started.statusCode).toBe(200);
    const ended = await t.app.inject({
      method: 'PUT',
      url: '/api/authentication/logoff',
      headers: { authorization: `Bearer ${started.json().tokenId}`, host: a.tenant.hosts[0]! },
    });
    expect(ended.statusCode).toBe(204);
    const entries = (await log(`?kind=impersonation&actorId=${adminId}`)).items.filter(
      (e) => e.targetId === student.id,
    );
    expect(entries.map((e) => e.action)).toEqual(['impersonation.end', 'impersonation.start']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor: { id: adminId },
        impersonator: null,
        targetLabel: `Eva Estudiante (${student.email})`,
      });
    }
  });

  it('lists the people who acted, exports the filtered log as formula-safe CSV, keeps to the tenant', async () => {
    const formula = await call({
      method: 'POST',
      url: '/api/dictionary/categories',
      payload: { name: { es: '=HYPERLINK("http://x")', en: '=HYPERLINK("http://x")' } },
    });
    expect(formula.statusCode, formula.body).toBe(201);

    const people = await t.app.inject({ url: '/api/admin/audit-log/people', headers: admin$ });
    expect(people.statusCode).toBe(200);
    const ids = people.json().items.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([adminId, a.staff.id]));
    expect(ids).not.toContain(b.staff.id);

    const csv = await t.app.inject({
      url: '/api/admin/audit-log/csv?kind=dictionary-category',
      headers: admin$,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Fecha,Tipo,Acción,Elemento,Persona,Correo,Como usuario');
    expect(lines[1]).toContain('Categorías del diccionario,Categoría del diccionario creada');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.body).not.toContain(formula.json().id);
    const english = await t.app.inject({ url: '/api/admin/audit-log/csv?kind=contact', headers: adminEn$ });
    expect(english.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'Date,Kind,Action,Item,Person,E-mail,Acting as',
    );
    expect(english.body).toContain('Contact message handled');

    // The other school's log holds none of this.
    const otherAdmin = (await signIn(t, await buildUser(t.deps.db, b.tenant, { role: 'Administrator' })))
      .headers;
    expect((await log('?kind=course', otherAdmin)).total).toBe(0);
    const otherCsv = await t.app.inject({ url: '/api/admin/audit-log/csv', headers: otherAdmin });
    expect(
      otherCsv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });

  it('refuses a bad filter with a translated 400, on the list and the export alike', async () => {
    const from = encodeURIComponent('2026-05-02T00:00:00Z');
    const to = encodeURIComponent('2026-05-01T00:00:00Z');
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/csv']) {
      const reversed = await t.app.inject({ url: `${url}?from=${from}&to=${to}`, headers: adminEn$ });
      expect(reversed.statusCode, url).toBe(400);
      expect(reversed.json().errors).toEqual([
        { path: 'to', code: 'audit.range', message: 'The "To" date must be after the "From" date' },
      ]);
      const spanish = await t.app.inject({ url: `${url}?from=${from}&to=${to}`, headers: admin$ });
      expect(spanish.json().errors[0].message).toBe('La fecha «Hasta» debe ser posterior a la fecha «Desde»');
      for (const bad of ['?kind=weather', '?actorId=nope', '?from=yesterday']) {
        const res = await t.app.inject({ url: `${url}${bad}`, headers: admin$ });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().code).toBe('invalid');
      }
    }
    expect((await t.app.inject({ url: '/api/admin/audit-log/csv', headers: a.staff$ })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit-log/people', headers: a.student$ })).statusCode).toBe(
      403,
    );
  });
});
