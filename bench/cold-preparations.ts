/**
 * The preparations of the dictionary scenarios and of the cold variants: distinct searches drawn from the
 * imported headwords, and 1,000 students copied from the demo student, each with a session.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type BenchApi, type BenchDb, type CycleStep, student } from './scenario-types.ts';

/**
 * Waits for the dictionary (imported in the background on the first start) and searches a word without
 * its accent (found by its folded key).
 */
export async function prepareDictionarySearch(api: BenchApi) {
  const path = '/api/dictionary/search?q=cancion&dir=auto';
  for (const started = Date.now(); Date.now() - started < 180_000; ) {
    const result = await api<{ items: unknown[] }>('GET', path);
    if (result.items.length > 0) return { path };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the dictionary was not imported within 3 minutes');
}

/** Distinct words for the cold dictionary: enough that a run of this length never asks one twice. */
const COLD_QUERIES = 60_000;
/** Distinct students for the cold reads of a student's own data. */
const COLD_STUDENTS = 1_000;

/** A small seeded generator: the same queries on every run, so runs compare. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The dictionary as students type it: distinct headwords of both directions (in a fixed random order),
 * a fifth of them without their accents where they have some and a fifth with one letter dropped (a
 * slip), each searched once. No cached answer can serve one of them.
 */
export async function prepareDictionarySearchCold(api: BenchApi, db: BenchDb) {
  await prepareDictionarySearch(api);
  const rows = await db(
    `select headword from (select distinct headword from dictionary_entries
       where tenant_id is null and deleted_at is null and headword ~ '^[[:alpha:]][[:alpha:] ''-]*$') words
     order by md5(headword) limit $1`,
    [COLD_QUERIES],
  );
  const random = seeded(37);
  const seen = new Set<string>();
  const cycle: CycleStep[] = [];
  for (const { headword } of rows as { headword: string }[]) {
    const roll = random();
    let q = headword;
    if (roll < 0.2) q = headword.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
    else if (roll < 0.4 && headword.length >= 4) {
      const at = 1 + Math.floor(random() * (headword.length - 1));
      q = headword.slice(0, at) + headword.slice(at + 1);
    }
    const key = q.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    cycle.push({ path: `/api/dictionary/search?q=${encodeURIComponent(q)}&dir=auto` });
  }
  return { cycle };
}

/** The columns of a table that an insert may write (not the generated ones), in order. */
async function writableColumns(db: BenchDb, table: string): Promise<string[]> {
  const rows = await db(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((row) => String(row.column_name));
}

/** What a student's own reads depend on: copied from the demo student to every cold student. */
const STUDENT_TABLES = [
  'class_members',
  'enrollments',
  'chapter_progress',
  'exercise_attempts',
  'review_cards',
  'review_settings',
  'activity_user_days',
];

let coldStudents: Promise<string[]> | undefined;

/**
 * The demo student's rows of a table, as a cold student gets them. Attempts: the first three of each
 * exercise, as a student who practised has them; by the time the cold scenarios run, the warm exercise
 * checks have added tens of thousands to the demo student, which no real student has (copied, they made
 * a thousand students of 60,000 attempts each). The roll-ups of the copied attempts come from their
 * trigger: the copied day rows that collide with them are left out (`on conflict do nothing`).
 */
const sourceOf = (table: string) =>
  table === 'exercise_attempts'
    ? `(select * from (select a.*, row_number() over (partition by a.exercise_id order by a.created_at, a.id) as nth
        from exercise_attempts a where a.user_id = $2) a where a.nth <= 3)`
    : table;

/** Gives each new student (`ids`, users already) the demo student's rows of STUDENT_TABLES, under new ids. */
/**
 * Copies rows of a table: `select` gives each writable column's value from the row read (r) and the copy's
 * own ids (s); `from` names what is read and which rows.
 */
async function insertCopies(
  db: BenchDb,
  table: string,
  select: (column: string) => string,
  from: string,
  values: unknown[],
  onConflict = '',
) {
  const columns = await writableColumns(db, table);
  if (columns.length === 0) return;
  await db(
    `insert into ${table} (${columns.join(', ')}) select ${columns.map(select).join(', ')} from ${from} ${onConflict}`,
    values,
  );
}

async function copyStudentRows(db: BenchDb, ids: string[], demoId: unknown) {
  const select = (column: string) =>
    column === 'user_id' ? 's.id' : column === 'id' ? 'gen_random_uuid()' : `r.${column}`;
  for (const table of STUDENT_TABLES) {
    await insertCopies(
      db,
      table,
      select,
      `${sourceOf(table)} r cross join unnest($1::uuid[]) as s(id) where r.user_id = $2`,
      [ids, demoId],
      'on conflict do nothing',
    );
  }
}

/**
 * 1,000 students of the demo school (copyDemoStudents), each with a session of their own: the bearer
 * tokens. Made once per run, for every cold scenario of a student's own data.
 */
function prepareColdStudents(db: BenchDb): Promise<string[]> {
  coldStudents ??= (async () => {
    const ids = await copyDemoStudents(db, COLD_STUDENTS, 'bench');
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await db(
      `insert into sessions (id, tenant_id, user_id, token_hash, kind, expires_at, chain_expires_at)
       select gen_random_uuid(), u.tenant_id, u.id, t.hash, 'access', now() + interval '1 day', now() + interval '1 day'
       from unnest($1::uuid[], $2::text[]) as t(id, hash) join users u on u.id = t.id`,
      [ids, tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
    );
    await db('analyze');
    return tokens;
  })();
  return coldStudents;
}

/**
 * `count` students of the demo school, each a copy of the demo student (the same password, classes,
 * enrollments, progress, attempts and review cards under new ids) with an account of their own, as every
 * real student has, and the e-mails `<prefix>-1@escuela.test` …. Returns their user ids, in order.
 */
export async function copyDemoStudents(db: BenchDb, count: number, prefix: string): Promise<string[]> {
  const [demo] = await db('select id, account_id from users where email = $1', [student]);
  if (!demo) throw new Error('no demo student');
  const ids = Array.from({ length: count }, () => randomUUID());
  const accountIds = await copyDemoAccount(db, ids, demo.account_id);
  const userColumns = await writableColumns(db, 'users');
  const userValue = (column: string) =>
    column === 'id'
      ? 's.id'
      : column === 'account_id'
        ? 's.account_id'
        : column === 'email'
          ? `$4 || '-' || s.n || '@escuela.test'`
          : column === 'username'
            ? `$4 || '-' || s.n`
            : `u.${column}`;
  await db(
    `insert into users (${userColumns.join(', ')})
     select ${userColumns.map(userValue).join(', ')}
     from users u cross join unnest($1::uuid[], $2::uuid[]) with ordinality as s(id, account_id, n)
     where u.id = $3`,
    [ids, accountIds, demo.id, prefix],
  );
  await copyStudentRows(db, ids, demo.id);
  return ids;
}

/**
 * An account of their own for each copied student (`ids`), as every real student has: a copy of the demo
 * account with its plan and its ledger as the demo data made it (installments, and the installments paid,
 * in good standing). Not the payments made through the API: by the time the cold scenarios run, the warm
 * payment scenario has added tens of thousands to the demo account, which no real account has. Returns the
 * new accounts' ids, in order.
 */
async function copyDemoAccount(db: BenchDb, ids: string[], demoAccountId: unknown): Promise<string[]> {
  const accountIds = ids.map(() => randomUUID());
  if (demoAccountId == null) throw new Error('the demo student has no account');
  const copy = (table: string, select: (column: string) => string, where: string, onConflict = '') =>
    insertCopies(
      db,
      table,
      select,
      `${table} r cross join unnest($1::uuid[], $2::uuid[]) as s(account_id, user_id) where ${where}`,
      [accountIds, ids, demoAccountId],
      onConflict,
    );
  await copy(
    'accounts',
    (column) =>
      column === 'id' ? 's.account_id' : column === 'master_user_id' ? 's.user_id' : `r.${column}`,
    'r.id = $3',
  );
  const owned = (column: string) =>
    column === 'id' ? 'gen_random_uuid()' : column === 'account_id' ? 's.account_id' : `r.${column}`;
  // The ledger before the plan: Puente's billing job (it runs at every start, and the cold scenarios start
  // Puente again) acts on plans; meeting a copied plan without its ledger, it would post late charges for
  // installments it sees unpaid, and that student would be refused for debt through a whole run (the likely
  // cause of one such student in a growth run). Once the plan is there, the job finds the same installments
  // already posted (kept, not doubled) and nothing overdue.
  await copy(
    'ledger_entries',
    owned,
    `r.account_id = $3 and r.payment_id is null and r.refund_id is null`,
    'on conflict do nothing',
  );
  await copy('billing_plans', owned, 'r.account_id = $3');
  return accountIds;
}

/** The same read for each of the cold students in turn. */
export const prepareForColdStudents = (path: string) => async (_api: BenchApi, db: BenchDb) => ({
  cycle: (await prepareColdStudents(db)).map((token) => ({ path, token })),
});

/** Every lesson the demo student sees, each read by the cold students in turn (student × lesson). */
export async function prepareLessonCold(api: BenchApi, db: BenchDb) {
  const courses = await api<{ id: string }[]>('GET', '/api/courses');
  const lessons: string[] = [];
  for (const course of courses) {
    const detail = await api<{ lessons: { id: string }[] }>('GET', `/api/courses/${course.id}`);
    lessons.push(...detail.lessons.map((lesson) => lesson.id));
  }
  if (lessons.length === 0) throw new Error('the demo content has no lesson');
  const tokens = await prepareColdStudents(db);
  return {
    cycle: tokens.flatMap((token, i) =>
      lessons.map((_, j) => ({ path: `/api/chapters/${lessons[(i + j) % lessons.length]}`, token })),
    ),
  };
}
