import { screenAccess } from '@puente/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { Tenant } from '../../db/schema/index.ts';
import { GROUPS } from './menu-catalog.ts';

type Menus = {
  products: { id: string; title: string; path: string }[];
  product: string | null;
  groups: {
    id: string;
    title: string;
    product: string;
    items: { id: string; title: string; path: string }[];
  }[];
};

describe('GET /api/menus', () => {
  let tenant: Tenant;
  let tutoringTenant: Tenant;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: false });
    tutoringTenant = await buildTenant(t.deps.db, { tutoringEnabled: true });
  });

  const menusOf = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ url: `/api/menus${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<Menus>();
  };
  const itemIds = (menus: Menus) => menus.groups.flatMap((group) => group.items.map((item) => item.id));

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ url: '/api/menus', headers: { host: tenant.hosts[0]! } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('system.unauthorized');
  });

  it('gives a student Learning only, never management items, even when asked for them', async () => {
    const student = await buildUser(t.deps.db, tenant, { isMaster: false });
    const { headers } = await signIn(t, student);
    const menus = await menusOf(headers);
    expect(menus.products.map((product) => product.id)).toEqual(['learning']);
    expect(menus.product).toBe('learning');
    expect(menus.groups.map((group) => group.id)).toEqual(['study', 'practice', 'account']);
    expect(itemIds(menus)).toEqual([
      'courses',
      'mp3Course',
      'reviews',
      'dictionary',
      'progress',
      'exercises',
      'exams',
      'certificates',
      'profile',
    ]);
    const asked = await menusOf(headers, '?product=management');
    expect(asked.product).toBe('learning');
    expect(asked.groups.every((group) => group.product === 'learning')).toBe(true);
    // Titles are i18n keys; scopes stay on the server.
    expect(menus.groups[0]).toEqual({
      id: 'study',
      title: 'menu.group.study',
      priority: 1,
      product: 'learning',
      items: [
        { id: 'courses', title: 'menu.item.courses', priority: 1, path: '/courses' },
        { id: 'mp3Course', title: 'menu.item.mp3Course', priority: 2, path: '/mp3-course/library' },
        { id: 'reviews', title: 'menu.item.reviews', priority: 3, path: '/reviews' },
        { id: 'dictionary', title: 'menu.item.dictionary', priority: 4, path: '/dictionary' },
        { id: 'progress', title: 'menu.item.progress', priority: 5, path: '/progress' },
      ],
    });
  });

  it('adds Add user for a master user and Tutoring for a tutor or when the tenant has tutoring', async () => {
    const master = await buildUser(t.deps.db, tenant);
    const account = (menus: Menus) =>
      menus.groups.find((group) => group.id === 'account')?.items.map((i) => i.id);
    expect(account(await menusOf((await signIn(t, master)).headers))).toEqual(['profile', 'addUser']);
    const tutor = await buildUser(t.deps.db, tenant, { isMaster: false, isTutor: true });
    expect(account(await menusOf((await signIn(t, tutor)).headers))).toEqual(['profile', 'tutoring']);
    const withTutoring = await buildUser(t.deps.db, tutoringTenant, { isMaster: false });
    expect(account(await menusOf((await signIn(t, withTutoring)).headers))).toEqual(['profile', 'tutoring']);
  });

  it('gives staff Management by default and Learning on request, without the student items', async () => {
    for (const role of ['Administrator', 'Professor'] as const) {
      const staff = await buildUser(t.deps.db, tutoringTenant, { role, isTutor: true });
      const { headers } = await signIn(t, staff);
      const management = await menusOf(headers);
      expect(management.products.map((product) => product.id)).toEqual(['management', 'learning']);
      expect(management.product).toBe('management');
      expect(management.groups.map((group) => group.id)).toEqual([
        'administration',
        'wizards',
        'dictionaryAdmin',
        'reports',
      ]);
      expect(itemIds(management)).toContain('courseWizard');
      const learning = await menusOf(headers, '?product=learning');
      expect(learning.product).toBe('learning');
      expect(learning.groups.map((group) => group.id)).toEqual(['study', 'practice']);
      expect(itemIds(learning)).toEqual(['courses', 'exercises', 'exams', 'certificates']);
    }
  });

  it('refuses an unknown product with a field error', async () => {
    const student = await buildUser(t.deps.db, tenant);
    const res = await t.app.inject({
      url: '/api/menus?product=billing',
      headers: (await signIn(t, student)).headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid');
  });
  it('offers no link a screen guard would refuse: each link needs at least its screen’s shared rule', () => {
    for (const group of GROUPS) {
      for (const item of group.items) {
        const rule = screenAccess(item.path);
        const needed = [...(group.scopes ?? []), ...(item.scopes ?? [])] as string[];
        // A rule that takes any of its scopes: the link asks for one of the same (it may ask for more).
        if (rule?.scopeMode === 'any') expect(item.anyOf, item.path).toEqual(rule.scopes);
        else for (const scope of rule?.scopes ?? []) expect(needed, item.path).toContain(scope);
      }
    }
  });
});
