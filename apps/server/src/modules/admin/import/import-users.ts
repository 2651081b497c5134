import type { TUserImportResult } from '@puente/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { newId } from '../../../db/new-id.ts';
import { accounts, type Tenant, type User, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { hashPassword } from '../../../lib/password.ts';
import { signInUrl } from '../../../lib/public-origin.ts';
import { recordAdminAction } from '../../audit/index.ts';
import { addClassMembers } from '../../classes/index.ts';
import { newTemporaryPassword } from '../../people/index.ts';
import { welcomeMail } from '../user-mails.ts';
import { type PlannedRow, planUsersImport } from './plan-users-import.ts';
import { readUsersCsv } from './read-users-csv.ts';

type Secret = { temporaryPassword: string; passwordHash: string };
const BATCH = 500;

/** Temporary passwords for the rows to create, hashed before the transaction (argon2 is slow on purpose). */
async function secretsFor(rows: PlannedRow[]): Promise<Map<string, Secret>> {
  const secrets = new Map<string, Secret>();
  for (let start = 0; start < rows.length; start += 16) {
    await Promise.all(
      rows.slice(start, start + 16).map(async (row) => {
        const temporaryPassword = newTemporaryPassword();
        secrets.set(row.data.email, {
          temporaryPassword,
          passwordHash: await hashPassword(temporaryPassword),
        });
      }),
    );
  }
  return secrets;
}

/** Writes the new users: a student holder with a new account of their own, a guest in their holder's, staff with none. */
async function createUsers(tx: DbOrTx, tenant: Tenant, creates: PlannedRow[], secrets: Map<string, Secret>) {
  const accountOf = new Map<string, string>();
  const values = creates.map((row) => {
    const holder = row.role === 'Student' && !row.holder;
    const accountId = holder ? newId() : null;
    if (accountId) accountOf.set(row.data.email, accountId);
    return { row, accountId, holder };
  });
  const newAccounts = values
    .filter((v) => v.accountId)
    .map((v) => ({
      id: v.accountId!,
      tenantId: tenant.id,
      name: `${v.row.data.firstName} ${v.row.data.lastName}`.trim(),
    }));
  for (let start = 0; start < newAccounts.length; start += BATCH)
    await tx.insert(accounts).values(newAccounts.slice(start, start + BATCH));
  const created: User[] = [];
  const rows = values.map(({ row, accountId, holder }) => {
    const guestAccount =
      row.holder && 'user' in row.holder
        ? row.holder.user.accountId
        : row.holder
          ? accountOf.get(row.holder.email)
          : null;
    return {
      id: newId(),
      tenantId: tenant.id,
      accountId: accountId ?? guestAccount ?? null,
      email: row.data.email,
      firstName: row.data.firstName,
      lastName: row.data.lastName,
      role: row.role,
      isMaster: holder,
      isTutor: false,
      membership: row.holder ? ('Guest' as const) : ('Member' as const),
      preferredLocale: row.data.language ?? tenant.defaultLocale,
      passwordHash: secrets.get(row.data.email)!.passwordHash,
      mustChangePassword: true,
    };
  });
  for (let start = 0; start < rows.length; start += BATCH)
    created.push(
      ...(await tx
        .insert(users)
        .values(rows.slice(start, start + BATCH))
        .returning()),
    );
  const masters = created.filter((user) => user.isMaster).map((user) => user.id);
  for (let start = 0; start < masters.length; start += BATCH) {
    // Each new account's holder is the student created with it.
    await tx.execute(
      sql`update ${accounts} set master_user_id = ${users.id} from ${users} where ${users.accountId} = ${accounts.id} and ${eq(users.tenantId, tenant.id)} and ${inArray(users.id, masters.slice(start, start + BATCH))}`,
    );
  }
  return created;
}

/**
 * Imports a users CSV (decision 0150): the file is read and every row checked again here (the preview is
 * never trusted), then in one transaction every sound row is written: new users created (a student holds
 * an account of their own, a guest joins their holder's, staff hold none), existing users of the school
 * (by e-mail) brought up to date, never duplicated; each put in their class. Rows with errors are skipped
 * and answered. One audit record tells what the import did. The new users' welcome mails, each with a
 * temporary password, go to the mail queue once the transaction has committed.
 */
export async function importUsers(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  tenant: Tenant,
  actor: Actor,
  csv: string,
): Promise<TUserImportResult> {
  const rows = readUsersCsv(csv);
  const first = await planUsersImport(deps.db, tenant, rows);
  const secrets = await secretsFor(first.planned.filter((row) => row.action === 'create'));
  const now = deps.clock.now();
  const { plan, created } = await deps.db.transaction(async (tx) => {
    // One import of a school at a time: a second one waits and then finds the users the first created.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users-import:${tenant.id}`}))`);
    const plan = await planUsersImport(tx, tenant, rows);
    const creates = plan.planned.filter((row) => row.action === 'create');
    for (const row of creates)
      if (!secrets.has(row.data.email))
        secrets.set(row.data.email, (await secretsFor([row])).get(row.data.email)!);
    const created = await createUsers(tx, tenant, creates, secrets);
    const idOf = new Map(created.map((user) => [user.email, user.id]));
    for (const row of plan.planned.filter((p) => p.action === 'update')) {
      await tx
        .update(users)
        .set({
          firstName: row.data.firstName,
          lastName: row.data.lastName,
          preferredLocale: row.data.language ?? row.existing!.preferredLocale,
          version: sql`${users.version} + 1`,
        })
        .where(and(eq(users.id, row.existing!.id), eq(users.tenantId, tenant.id)));
    }
    const byClass = new Map<string, { userId: string; role: 'teacher' | 'student' }[]>();
    for (const row of plan.planned) {
      if (!row.classId || row.action === 'unchanged') continue;
      const userId = row.existing?.id ?? idOf.get(row.data.email)!;
      const list = byClass.get(row.classId) ?? [];
      list.push({ userId, role: row.role === 'Professor' ? 'teacher' : 'student' });
      byClass.set(row.classId, list);
    }
    for (const [classId, members] of byClass) await addClassMembers(tx, tenant.id, classId, members);
    const emailsOf = (action: PlannedRow['action']) =>
      plan.planned.filter((row) => row.action === action).map((row) => row.data.email);
    await recordAdminAction(tx, actor, {
      action: 'user.import',
      targetType: 'user',
      targetId: null,
      targetName: `CSV (${rows.length})`,
      before: null,
      after: {
        ...plan.counts,
        created: emailsOf('create').slice(0, 1000),
        updated: emailsOf('update').slice(0, 1000),
        skippedRows: plan.rows.filter((row) => row.action === null).map((row) => row.row),
      },
      at: now,
    });
    return { plan, created };
  });
  for (const user of created) {
    const secret = secrets.get(user.email)!;
    await deps.mailer.queue(
      welcomeMail(tenant, user, secret.temporaryPassword, signInUrl(deps.config, tenant)),
    );
  }
  return { committed: true, counts: plan.counts, rows: plan.rows };
}
