import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { type Tenant, users } from '../../db/schema/index.ts';
import { userFilterConditions } from './users.repository.ts';

type Listed = { items: { email: string; firstName: string; lastName: string }[]; total: number };

describe('the administrator user list: search, filters, order, pages (GET /api/admin/users)', () => {
  const t = useTestApp();
  let tenant: Tenant;
  let headers: Record<string, string>;
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Listed;
  };
  const emails = (page: Listed) => page.items.map((user) => user.email.split('@')[0]);

  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    const admin = await buildUser(t.deps.db, tenant, {
      role: 'Administrator',
      email: 'admin@lista.test',
      firstName: 'Ana',
      lastName: 'Admin',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    headers = (await signIn(t, admin)).headers;
    const at = (day: number) => new Date(`2026-02-${String(day).padStart(2, '0')}T00:00:00Z`);
    await buildUser(t.deps.db, tenant, {
      email: 'carmen@lista.test',
      firstName: 'Carmen',
      lastName: 'Beltrán',
      createdAt: at(3),
    });
    await buildUser(t.deps.db, tenant, {
      email: 'diego@lista.test',
      firstName: 'Diego',
      lastName: 'Castro',
      role: 'Professor',
      createdAt: at(2),
    });
    await buildUser(t.deps.db, tenant, {
      email: 'elena@lista.test',
      firstName: 'Elena',
      lastName: 'Díaz',
      deactivatedAt: new Date(),
      createdAt: at(5),
    });
    await buildUser(t.deps.db, tenant, {
      email: 'fabian@lista.test',
      firstName: 'Fabián',
      lastName: 'Esteban',
      mustChangePassword: true,
      termsAcceptedAt: null,
      createdAt: at(4),
    });
    // Another tenant's namesake is never listed.
    await buildUser(t.deps.db, await buildTenant(t.deps.db), {
      email: 'carmen@lista.test',
      firstName: 'Carmen',
    });
  });

  it('searches part of a name or e-mail, ignoring case and accents', async () => {
    expect(emails(await list('SearchValue=BELTRAN'))).toEqual(['carmen']);
    expect(emails(await list('SearchValue=rmen%20belt'))).toEqual(['carmen']);
    expect(emails(await list('SearchValue=fabian@'))).toEqual(['fabian']);
    expect(emails(await list('SearchValue=%25'))).toEqual([]);
  });

  it('filters by role and by state (active, deactivated, invitation pending)', async () => {
    expect(emails(await list('role=Professor'))).toEqual(['diego']);
    expect(emails(await list('status=inactive'))).toEqual(['elena']);
    expect(emails(await list('status=pending'))).toEqual(['fabian']);
    expect(emails(await list('status=active'))).toEqual(['admin', 'carmen', 'diego']);
    expect(emails(await list('status=active&role=Student'))).toEqual(['carmen']);
  });

  it('sorts by name, e-mail, role or creation, either way', async () => {
    expect(emails(await list(''))).toEqual(['admin', 'carmen', 'diego', 'elena', 'fabian']);
    expect(emails(await list('sort=name&direction=desc'))).toEqual([
      'fabian',
      'elena',
      'diego',
      'carmen',
      'admin',
    ]);
    expect(emails(await list('sort=email&direction=desc'))[0]).toBe('fabian');
    expect(emails(await list('sort=createdAt'))).toEqual(['admin', 'diego', 'carmen', 'fabian', 'elena']);
    // The role enum's order: administrators, professors, students.
    expect(emails(await list('sort=role'))).toEqual(['admin', 'diego', 'carmen', 'elena', 'fabian']);
  });

  it('pages with the total of all matching', async () => {
    const first = await list('sort=email&Skip=0&Take=2');
    const second = await list('sort=email&Skip=2&Take=2');
    expect(first.total).toBe(5);
    expect(second.total).toBe(5);
    expect([...emails(first), ...emails(second)]).toEqual(['admin', 'carmen', 'diego', 'elena']);
    // The count rides on the page's rows: a page past the end still says how many match, and a
    // search that matches nobody says none.
    const past = await list('sort=email&Skip=50&Take=2');
    expect(past).toEqual({ items: [], total: 5 });
    expect(await list('SearchValue=nadie-se-llama-asi')).toEqual({ items: [], total: 0 });
  });

  it("exports the list as CSV in the reader's language, formula-safe, with the same filter and order", async () => {
    await buildUser(t.deps.db, tenant, {
      email: 'formula@lista.test',
      firstName: '=HYPERLINK("x")',
      lastName: 'Zeta',
    });
    // The headers and values follow the user's language, as the screen does.
    const english = await buildUser(t.deps.db, tenant, { role: 'Administrator', preferredLocale: 'en' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/csv?role=Student&sort=email',
      headers: (await signIn(t, english)).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('E-mail,First name,Last name,Role,Status,Created');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'carmen@lista.test',
      'elena@lista.test',
      'fabian@lista.test',
      'formula@lista.test',
    ]);
    expect(lines[4]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain('Deactivated');
    const es = await t.app.inject({ method: 'GET', url: '/api/admin/users/csv?role=Professor', headers });
    expect(es.body.replace(/^\uFEFF/, '').split('\n')[1]).toContain('Profesor');
    await t.deps.db.delete(users).where(eq(users.email, 'formula@lista.test'));
  });

  it('refuses an unknown column, state or direction with a field error', async () => {
    for (const query of ['sort=password', 'status=gone', 'direction=up']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
  });

  it('a search in a school of thousands reads the trigram index, not every user', async () => {
    const big = await buildTenant(t.deps.db);
    await t.deps.db.execute(sql`
      insert into users (id, tenant_id, email, first_name, last_name, password_hash)
      select gen_random_uuid(), ${big.id}, 'alumno-' || g || '@escala.test', 'Alumno ' || g, md5(g::text), 'x'
      from generate_series(1, 10000) g`);
    await t.deps.db.execute(sql`vacuum analyze users`);
    const where = userFilterConditions(big.id, { SearchValue: 'alumno-2999@' });
    const plan = await t.deps.db.execute(sql`explain select ${users.id} from ${users} where ${where}`);
    expect(plan.rows.map((row) => Object.values(row).join(' ')).join('\n')).toContain(
      'users_search_text_trgm_idx',
    );
    const found = await list('SearchValue=alumno-2999@');
    expect(found.total).toBe(0); // another tenant's
  });
});

describe('the administrator user list in Spanish order', () => {
  const t = useTestApp();

  it('sorts names as a Spanish reader does: accented initials among their letter, ñ after n', async () => {
    const tenant = await buildTenant(t.deps.db);
    const admin = await buildUser(t.deps.db, tenant, {
      role: 'Administrator',
      email: 'zz-admin@orden.test',
      firstName: 'Zoe',
      lastName: 'Zúñiga',
    });
    const { headers } = await signIn(t, admin);
    const surnames = [
      'Zapata',
      'Álvarez',
      'alonso',
      'Muñoz',
      'Murillo',
      'Ñúñez',
      'Nuñez',
      'Oliva',
      'de la Fuente',
    ];
    for (const [i, lastName] of surnames.entries()) {
      await buildUser(t.deps.db, tenant, { email: `orden${i}@orden.test`, firstName: 'Eva', lastName });
    }
    const names = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users?role=Student&${query}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as Listed).items.map((user) => user.lastName);
    };
    const spanish = [
      'alonso',
      'Álvarez',
      'de la Fuente',
      'Muñoz',
      'Murillo',
      'Nuñez',
      'Ñúñez',
      'Oliva',
      'Zapata',
    ];
    expect(await names('sort=name')).toEqual(spanish);
    expect(await names('sort=name&direction=desc')).toEqual([...spanish].reverse());
    // A search sorts its matches the same way.
    expect(await names('SearchValue=u&sort=name')).toEqual([
      'de la Fuente',
      'Muñoz',
      'Murillo',
      'Nuñez',
      'Ñúñez',
    ]);
  });
});
