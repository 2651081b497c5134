import type { TCarouselInput } from '@puente/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';

describe('carousels resource (staff wizards) and the public landing carousel', () => {
  let draftCourseId: string;
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    const page = (await t.app.inject({ url: '/api/courses?SearchValue=Borrador', headers: a.staff$ })).json();
    draftCourseId = page.items[0].id;
  });

  const slot = (n: number, overrides: Partial<TCarouselInput> = {}): TCarouselInput => ({
    carouselId: 'landing',
    title: { es: `Destacado ${n}`, en: `Featured ${n}` },
    resourceType: 'url',
    resourceUrl: `https://puente.example.org/${n}`,
    ...overrides,
  });
  type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; url: string; payload?: unknown };
  const call = (c: Call, headers = a.staff$) =>
    t.app.inject({ method: c.method ?? 'GET', url: c.url, headers, payload: c.payload as object });
  const add = (payload: unknown, headers = a.staff$) =>
    call({ method: 'POST', url: '/api/carousels', payload }, headers);
  const landing = (tenant = a) =>
    t.app.inject({ url: '/api/public/carousels/landing', headers: { host: tenant.staff$.host! } });

  it('fills the landing carousel; visitors see the published, live resources in order', async () => {
    const course = await add(slot(1, { resourceType: 'course', resourceId: a.courseId, resourceUrl: '' }));
    expect(course.statusCode).toBe(201);
    expect(course.json()).toMatchObject({ position: 1, version: 1, resourceId: a.courseId, resourceUrl: '' });
    const draft = await add(slot(2, { resourceType: 'course', resourceId: draftCourseId }));
    expect(draft.json().position).toBe(2);
    const address = await add(slot(3));
    expect(address.json()).toMatchObject({ position: 3, resourceId: null });

    const seen = await landing();
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      carouselId: 'landing',
      slots: [
        expect.objectContaining({ position: 1, resourceType: 'course', href: `/lessons/${a.courseId}` }),
        expect.objectContaining({ position: 3, href: 'https://puente.example.org/3' }),
      ],
    });
    // Another school's landing shows its own slots only.
    expect((await landing(b)).json().slots).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/public/carousels/nowhere', headers: { host: a.staff$.host! } })).json()
        .code,
    ).toBe('carousel.setup-not-found');
  });

  it('answers every carousel code', async () => {
    const byField = async (payload: unknown) =>
      Object.fromEntries(
        (await add(payload))
          .json()
          .errorInfo.ModelState.map((e: { field: string; Code: string }) => [e.field, e.Code]),
      );
    expect(await byField({ ...slot(9), carouselId: '' })).toMatchObject({
      carouselId: 'carousel.empty-carousel-id',
    });
    expect(await byField({ ...slot(9), resourceType: '' })).toMatchObject({
      resourceType: 'carousel.empty-resource-type',
    });
    expect(await byField({ ...slot(9), resourceType: 'course', resourceId: '' })).toMatchObject({
      resourceId: 'carousel.empty-resource-id',
    });
    expect(await byField({ ...slot(9), resourceUrl: '' })).toMatchObject({
      resourceUrl: 'carousel.empty-resource-url',
    });
    const unknown = await add(slot(9, { carouselId: 'sidebar' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('carousel.setup-not-found');
    const foreign = await add(slot(9, { resourceType: 'course', resourceId: b.courseId }));
    expect(foreign.json().code).toBe('course.not-found');
  });

  it('refuses a seventh slot with all slots taken, and a repeated title', async () => {
    const page = (await call({ url: '/api/carousels?carouselId=landing&Take=100' })).json();
    const added = await Promise.all(Array.from({ length: 6 - page.total }, (_, i) => add(slot(10 + i))));
    expect(added.map((r) => r.statusCode)).toEqual(added.map(() => 201));
    const full = await add(slot(20));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('carousel.all-slots-taken');
    // The refusal names the carousel field, so the form shows it there.
    expect(full.json().errorInfo.ModelState).toEqual([
      expect.objectContaining({ field: 'carouselId', Code: 'carousel.all-slots-taken' }),
    ]);
    const positions = (await call({ url: '/api/carousels?carouselId=landing&Take=100' }))
      .json()
      .items.map((s: { position: number }) => s.position);
    expect(positions).toEqual([1, 2, 3, 4, 5, 6]);
    const check = (value: string) =>
      call({
        method: 'HEAD',
        url: `/api/carousels/title/check?value=${encodeURIComponent(value)}&carouselId=landing`,
      });
    expect((await check('DESTACADO 1')).statusCode).toBe(409);
    expect((await check('Libre')).statusCode).toBe(200);
  });

  it('edits (stale refused), soft-deletes freeing the slot, recovers into a free one', async () => {
    const first = (await call({ url: '/api/carousels?SearchValue=destacado%203' })).json().items[0];
    const edited = await call({
      method: 'PUT',
      url: `/api/carousels/${first.id}`,
      payload: { ...slot(3), resourceUrl: '/courses', version: first.version },
    });
    expect(edited.json()).toMatchObject({ version: first.version + 1, resourceUrl: '/courses', position: 3 });
    const stale = await call({
      method: 'PUT',
      url: `/api/carousels/${first.id}`,
      payload: { ...slot(3), version: first.version },
    });
    expect(stale.json().code).toBe('stale');
    expect((await call({ method: 'DELETE', url: `/api/carousels/${first.id}` })).statusCode).toBe(204);
    expect((await landing()).json().slots.map((s: { id: string }) => s.id)).not.toContain(first.id);
    const refill = await add(slot(30));
    expect(refill.json().position).toBe(3);
    const noRoom = await call({ method: 'POST', url: `/api/carousels/recover/${first.id}` });
    expect(noRoom.json().code).toBe('carousel.all-slots-taken');
    await call({ method: 'DELETE', url: `/api/carousels/${refill.json().id}` });
    const recovered = await call({ method: 'POST', url: `/api/carousels/recover/${first.id}` });
    expect(recovered.json()).toMatchObject({ deletedAt: null, position: 3 });
  });

  it('is for staff of the tenant only', async () => {
    const any = (await call({ url: '/api/carousels?Take=1' })).json().items[0];
    for (const c of [
      { url: '/api/carousels' },
      { url: `/api/carousels/${any.id}` },
      { method: 'POST' as const, url: '/api/carousels', payload: slot(40) },
      { method: 'DELETE' as const, url: `/api/carousels/${any.id}` },
    ]) {
      expect((await call(c, a.student$)).statusCode, c.url).toBe(403);
    }
    for (const c of [
      { url: `/api/carousels/${any.id}` },
      { method: 'PUT' as const, url: `/api/carousels/${any.id}`, payload: { ...slot(41), version: 1 } },
      { method: 'DELETE' as const, url: `/api/carousels/${any.id}` },
      { method: 'POST' as const, url: `/api/carousels/recover/${any.id}` },
    ]) {
      const res = await call(c, b.staff$);
      expect(res.statusCode, c.url).toBe(404);
      expect(res.json().code).toBe('carousel.setup-not-found');
    }
    expect((await call({ url: '/api/carousels' }, b.staff$)).json()).toEqual({ items: [], total: 0 });
  });
});
