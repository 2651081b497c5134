import {
  errorCatalog,
  type TUserImportField,
  type TUserImportResult,
  type TUserImportRow,
  type TUserImportRowResult,
  USER_IMPORT_FIELDS,
  ZUserImportRow,
} from '@puente/shared';
import type { DbOrTx } from '../../../db/database.ts';
import type { Tenant, User } from '../../../db/schema/index.ts';
import { classesByName, classMembershipsOf } from '../../classes/index.ts';
import { countLiveGuests, findLiveUsersByEmail } from '../users.repository.ts';
import type { CsvUserRow } from './read-users-csv.ts';

type Issue = TUserImportRowResult['errors'][number];
type Role = User['role'];

/** A row that will be written: a new user, or an existing one of the school to bring up to date. */
export type PlannedRow = {
  row: number;
  data: TUserImportRow;
  role: Role;
  existing: User | null;
  classId: string | null;
  /** A guest's account holder: an existing user of the school, or a holder this import creates (by e-mail). */
  holder: { user: User } | { email: string } | null;
  action: 'create' | 'update' | 'unchanged';
};

export type ImportPlan = {
  rows: TUserImportRowResult[];
  planned: PlannedRow[];
  counts: TUserImportResult['counts'];
};

const fieldOf = (path: readonly PropertyKey[]): TUserImportField | 'row' => {
  const [first] = path;
  return USER_IMPORT_FIELDS.find((field) => field === first) ?? 'row';
};
const codeOf = (message: string) => (Object.hasOwn(errorCatalog, message) ? message : 'invalid');
const isHolder = (user: User) => user.isMaster && user.accountId !== null && user.membership === 'Member';

/**
 * What importing these rows would do in the school, without writing anything: each row's action (create,
 * update, unchanged) or its errors by field. A row is checked with the shared schema, then against the
 * file (an e-mail twice: every such row is refused) and the school (existing users by e-mail, classes by
 * name, account holders for guests and their free guest seats). Existing users keep their role and
 * account: a row that would change them is refused; their names, language and class are brought up to date.
 * Everything read is the tenant's own: another school's users and classes are not known here.
 */
export async function planUsersImport(db: DbOrTx, tenant: Tenant, rows: CsvUserRow[]): Promise<ImportPlan> {
  const parsed = rows.map((row) => ({ row, result: ZUserImportRow.safeParse(row.cells) }));
  const seen = new Map<string, number>();
  for (const { row } of parsed) {
    const email = row.cells.email.trim().toLowerCase();
    if (email) seen.set(email, (seen.get(email) ?? 0) + 1);
  }
  const emails = new Set<string>();
  for (const { result } of parsed)
    if (result.success) {
      emails.add(result.data.email);
      if (result.data.guestOf) emails.add(result.data.guestOf);
    }
  const known = await findLiveUsersByEmail(db, tenant.id, [...emails]);
  const classes = await classesByName(db, tenant.id);
  const memberships = await classMembershipsOf(
    db,
    tenant.id,
    [...known.values()].map((user) => user.id),
  );

  type Checked = {
    row: CsvUserRow;
    errors: Issue[];
    data?: TUserImportRow;
    existing: User | null;
    role: Role;
    classId: string | null;
  };
  const checked: Checked[] = parsed.map(({ row, result }) => {
    const errors: Issue[] = result.success
      ? []
      : result.error.issues.map((issue) => ({ field: fieldOf(issue.path), code: codeOf(issue.message) }));
    const email = row.cells.email.trim().toLowerCase();
    if (email && (seen.get(email) ?? 0) > 1)
      errors.push({ field: 'email', code: 'user.import-duplicate-email' });
    if (!result.success) return { row, errors, existing: null, role: 'Student', classId: null };
    const data = result.data;
    const existing = known.get(data.email) ?? null;
    const role: Role = data.role ?? existing?.role ?? 'Student';
    if (existing && existing.role !== role) errors.push({ field: 'role', code: 'user.import-role-change' });
    let classId: string | null = null;
    if (data.class) {
      classId = classes.get(data.class.toLowerCase())?.id ?? null;
      if (!classId) errors.push({ field: 'class', code: 'user.import-unknown-class' });
      else if (role === 'Administrator') errors.push({ field: 'class', code: 'user.import-class-role' });
    }
    if (data.guestOf && role !== 'Student') errors.push({ field: 'guestOf', code: 'user.import-guest-role' });
    return { row, errors, data, existing, role, classId };
  });

  // Holders this file creates: new students, themselves no guests, whose rows are sound.
  const newHolders = new Set(
    checked
      .filter(
        (c) => c.data && !c.existing && c.errors.length === 0 && c.role === 'Student' && !c.data.guestOf,
      )
      .map((c) => c.data!.email),
  );
  const seats = new Map<string, number>();
  const accountIds = [...known.values()].filter(isHolder).map((user) => user.accountId!);
  const guestCounts = await countLiveGuests(db, tenant.id, accountIds);

  const results: TUserImportRowResult[] = [];
  const planned: PlannedRow[] = [];
  for (const c of checked) {
    let holder: PlannedRow['holder'] = null;
    if (c.data?.guestOf && c.errors.length === 0) {
      const holderUser = known.get(c.data.guestOf);
      if (holderUser && isHolder(holderUser) && holderUser.email !== c.data.email)
        holder = { user: holderUser };
      else if (newHolders.has(c.data.guestOf) && c.data.guestOf !== c.data.email)
        holder = { email: c.data.guestOf };
      if (!holder) c.errors.push({ field: 'guestOf', code: 'user.import-unknown-holder' });
      else if (c.existing) {
        const sameAccount =
          'user' in holder &&
          c.existing.membership === 'Guest' &&
          c.existing.accountId === holder.user.accountId;
        if (!sameAccount) c.errors.push({ field: 'guestOf', code: 'user.import-guest-change' });
      } else {
        const key = 'user' in holder ? holder.user.accountId! : `new:${holder.email}`;
        const used = seats.get(key) ?? ('user' in holder ? (guestCounts.get(key) ?? 0) : 0);
        if (used >= tenant.guestLimit) c.errors.push({ field: 'guestOf', code: 'user.import-guest-slots' });
        else seats.set(key, used + 1);
      }
    }
    const name = `${c.row.cells.firstName.trim()} ${c.row.cells.lastName.trim()}`.trim();
    const email = c.data?.email ?? c.row.cells.email.trim();
    if (c.errors.length > 0 || !c.data) {
      results.push({ row: c.row.row, email, name, action: null, errors: c.errors });
      continue;
    }
    const action = actionOf(c.data, c.existing, c.classId, memberships);
    results.push({ row: c.row.row, email, name, action, errors: [] });
    planned.push({
      row: c.row.row,
      data: c.data,
      role: c.role,
      existing: c.existing,
      classId: c.classId,
      holder,
      action,
    });
  }
  const count = (action: PlannedRow['action']) => planned.filter((p) => p.action === action).length;
  return {
    rows: results,
    planned,
    counts: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      errors: results.length - planned.length,
    },
  };
}

function actionOf(
  data: TUserImportRow,
  existing: User | null,
  classId: string | null,
  memberships: Set<string>,
): PlannedRow['action'] {
  if (!existing) return 'create';
  const changed =
    existing.firstName !== data.firstName ||
    existing.lastName !== data.lastName ||
    (data.language !== undefined && existing.preferredLocale !== data.language) ||
    (classId !== null && !memberships.has(`${classId}:${existing.id}`));
  return changed ? 'update' : 'unchanged';
}
