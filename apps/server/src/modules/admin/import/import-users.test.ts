import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { newMailDropDir } from '../../../../test/mail-drop.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import {
  accounts,
  adminActions,
  classes,
  classMembers,
  type Tenant,
  type User,
  users,
} from '../../../db/schema/index.ts';

describe('users import from a CSV (POST /api/admin/users/import[/preview])', () => {
  const t = useTestApp(async () => ({ config: { MAIL_DROP_DIR: await newMailDropDir() } }));
  let tenant: Tenant;
  let admin: User;
  let headers: Record<string, string>;
  let classId: string;
  let otherTenantUser: User;
  const stamp = Date.now();
  const emailOf = (i: number) => `imp${i}-${stamp}@example.test`;
  const post = (url: string, csv: string, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/${url}`, headers: as, payload: { csv } });
  /** Every mail delivered so far, by recipient. */
  const mailsTo = async () => {
    await t.app.background.idle();
    await t.deps.mailer.idle();
    const dir = t.deps.config.MAIL_DROP_DIR!;
    const names = await readdir(dir).catch(() => [] as string[]);
    const counts = new Map<string, number>();
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string };
      counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
    }
    return counts;
  };

  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    headers = (await signIn(t, admin)).headers;
    [{ id: classId }] = (await t.deps.db
      .insert(classes)
      .values({ tenantId: tenant.id, name: '3º B' })
      .returning({ id: classes.id })) as [{ id: string }];
    const other = await buildTenant(t.deps.db);
    await t.deps.db.insert(classes).values({ tenantId: other.id, name: 'Otra escuela' });
    otherTenantUser = await buildUser(t.deps.db, other, { email: emailOf(300), firstName: 'Ajena' });
  });

  /** 500 rows (Spanish headers, semicolons, a byte order mark, quoted fields); rows 8, 102 and 252 are bad. */
  function fileOf500(): string {
    const lines = ['correo;nombre;apellidos;rol;clase;idioma;invitado de'];
    for (let i = 0; i < 500; i++) {
      const email = i === 6 ? 'no-es-un-correo' : emailOf(i);
      const role = i === 250 ? 'jefe' : i % 50 === 1 ? 'Profesor' : 'estudiante';
      const klass = i === 100 ? 'Otra escuela' : i % 50 === 1 ? '' : '3º B';
      const guestOf = i === 402 ? emailOf(400) : '';
      lines.push(`${email};"Ana; María";"Pérez ""${i}""";${role};${klass};${i % 2 ? 'en' : 'es'};${guestOf}`);
    }
    return `\uFEFF${lines.join('\r\n')}\r\n`;
  }

  it('previews 500 rows without writing: exactly the 3 bad rows, by row and field', async () => {
    const res = await post('import/preview', fileOf500());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.committed).toBe(false);
    expect(body.counts).toEqual({ create: 497, update: 0, unchanged: 0, errors: 3 });
    const bad = body.rows.filter((row: { action: string | null }) => row.action === null);
    expect(bad.map((row: { row: number; errors: unknown }) => [row.row, row.errors])).toEqual([
      [8, [{ field: 'email', code: 'user.import-invalid-email' }]],
      [102, [{ field: 'class', code: 'user.import-unknown-class' }]],
      [252, [{ field: 'role', code: 'user.import-unknown-role' }]],
    ]);
    expect(body.rows[0]).toMatchObject({
      row: 2,
      email: emailOf(0),
      name: 'Ana; María Pérez "0"',
      action: 'create',
    });
    const written = await t.deps.db.select().from(users).where(eq(users.tenantId, tenant.id));
    expect(written).toHaveLength(1);
  });

  it('commits the 497 sound rows once, invites each new user once, and a second run duplicates nothing', async () => {
    const first = await post('import', fileOf500());
    expect(first.statusCode).toBe(200);
    expect(first.json().counts).toEqual({ create: 497, update: 0, unchanged: 0, errors: 3 });
    const imported = await t.deps.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), inArray(users.email, [...Array(500).keys()].map(emailOf))));
    expect(imported).toHaveLength(497);
    const byEmail = new Map(imported.map((user) => [user.email, user]));
    expect(byEmail.get(emailOf(1))).toMatchObject({
      role: 'Professor',
      preferredLocale: 'en',
      accountId: null,
    });
    const holder = byEmail.get(emailOf(400))!;
    expect(holder).toMatchObject({
      role: 'Student',
      isMaster: true,
      membership: 'Member',
      mustChangePassword: true,
    });
    const [account] = await t.deps.db.select().from(accounts).where(eq(accounts.id, holder.accountId!));
    expect(account!.masterUserId).toBe(holder.id);
    expect(byEmail.get(emailOf(402))).toMatchObject({
      membership: 'Guest',
      accountId: holder.accountId,
      isMaster: false,
    });
    const members = await t.deps.db.select().from(classMembers).where(eq(classMembers.classId, classId));
    expect(members).toHaveLength(497 - 10); // the 10 professors (rows 3, 53, …) name no class
    expect(members.every((m) => m.role === 'student')).toBe(true);

    const again = await post('import', fileOf500());
    expect(again.json().counts).toEqual({ create: 0, update: 0, unchanged: 497, errors: 3 });
    const after = await t.deps.db.select().from(users).where(eq(users.tenantId, tenant.id));
    expect(after).toHaveLength(498);

    const mails = await mailsTo();
    expect([...Array(500).keys()].filter((i) => mails.get(emailOf(i)) === 1)).toHaveLength(497);
    expect([...mails.values()].every((n) => n === 1)).toBe(true);
    const [untouched] = await t.deps.db.select().from(users).where(eq(users.id, otherTenantUser.id));
    expect(untouched).toMatchObject({ firstName: 'Ajena', tenantId: otherTenantUser.tenantId });
    const audited = await t.deps.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.tenantId, tenant.id), eq(adminActions.action, 'user.import')));
    expect(audited).toHaveLength(2);
  }, 120_000); // 497 new users, each with a temporary password through the slow KDF: minutes on a busy machine

  it('updates existing users (English headers, commas), refuses a role change and repeated e-mails', async () => {
    const csv = [
      'E-mail,First name,Last name,Role,Class,Language,Guest of',
      `${emailOf(0)},Anabel,Pérez,student,3º b,en,`,
      `${emailOf(2)},Ana; María,"Pérez ""2""",administrator,,,`,
      `twice-${stamp}@example.test,A,B,,,,`,
      `TWICE-${stamp}@example.test,A,B,,,,`,
      `new-${stamp}@example.test,Nuevo,Invitado,,,xx,${emailOf(3)}`,
      `guest-${stamp}@example.test,Nuevo,Invitado,,,,nobody-${stamp}@example.test`,
    ].join('\n');
    const res = await post('import/preview', csv);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .rows.map((row: { action: string | null; errors: { field: string; code: string }[] }) => [
          row.action,
          row.errors.map((e) => `${e.field}:${e.code}`),
        ]),
    ).toEqual([
      ['update', []],
      [null, ['role:user.import-role-change']],
      [null, ['email:user.import-duplicate-email']],
      [null, ['email:user.import-duplicate-email']],
      [null, ['language:user.import-bad-language']],
      [null, ['guestOf:user.import-unknown-holder']],
    ]);
    expect((await post('import', csv)).json().counts).toEqual({
      create: 0,
      update: 1,
      unchanged: 0,
      errors: 5,
    });
    const [renamed] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.email, emailOf(0)));
    expect(renamed).toMatchObject({ firstName: 'Anabel', lastName: 'Pérez', preferredLocale: 'en' });
  });

  it("refuses whole files that are too large, lack columns or are no CSV, in the reader's language", async () => {
    const big = [
      'email,first name,last name',
      ...[...Array(5001).keys()].map((i) => `x${i}@example.test,A,B`),
    ];
    const tooLarge = await post('import/preview', big.join('\n'));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().code).toBe('user.import-too-large');
    // The administrator's language (Spanish here) names the refusal.
    const missing = await post('import/preview', 'email;name\nx@example.test;A');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'user.import-missing-columns' });
    expect(missing.json().message).toBe(
      'Faltan columnas en la cabecera: nombre / first name, apellidos / last name',
    );
    const unreadable = await post('import/preview', 'correo,nombre,apellidos\n"a@example.test,A,B\n');
    expect(unreadable.json().code).toBe('user.import-unreadable');
    expect((await post('import/preview', 'correo,nombre,apellidos\n\n')).json().code).toBe(
      'user.import-empty',
    );
  });

  it('is for administrators only: a professor gets 403 and nothing is written', async () => {
    const professor = await buildUser(t.deps.db, tenant, { role: 'Professor' });
    const as = (await signIn(t, professor)).headers;
    const csv = `correo,nombre,apellidos\nprof-${stamp}@example.test,A,B`;
    expect((await post('import/preview', csv, as)).statusCode).toBe(403);
    expect((await post('import', csv, as)).statusCode).toBe(403);
    expect(
      await t.deps.db
        .select()
        .from(users)
        .where(eq(users.email, `prof-${stamp}@example.test`)),
    ).toHaveLength(0);
  });
});
