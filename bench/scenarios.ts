/** The endpoints the bench loads, with their targets. Later features add their hot endpoints here. */

import { createHash, randomBytes, randomUUID } from 'node:crypto';

export type Target = {
  /** Minimum requests/s as a fraction of the bare Fastify yardstick measured in the same run. */
  minRatio?: number;
  /** Minimum requests/s, absolute. */
  minRps?: number;
  /** Maximum 99th percentile latency in milliseconds. */
  maxP99Ms?: number;
};

export type Scenario = {
  /** Short name, also the value of `--only`. */
  name: string;
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Demo user to sign in as (its token goes in the Authorization header). */
  as?: string;
  /** Sends a fresh Idempotency-Key with every request (payments). */
  uniqueIdempotencyKey?: boolean;
  /**
   * Requests the load generator goes through in turn instead of `path` alone (a cold variant: distinct
   * queries, students or lessons, so no cache answers twice); `token` signs one in as someone else.
   */
  cycle?: CycleStep[];
  /** A cold variant: measured on Puente started again with its data cache off (DATA_CACHE_MS=0). */
  cold?: boolean;
  /** Runs once before the load (signed in as `as`) and may fill in the path, the body or the cycle. */
  prepare?: (api: BenchApi, db: BenchDb) => Promise<Partial<Pick<Scenario, 'path' | 'body' | 'cycle'>>>;
  target: Target;
};

type CycleStep = { path: string; token?: string };

export type BenchApi = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;
/** A query on Puente's database (as its owner): the rows it answers. */
export type BenchDb = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

const student = 'estudiante@demo.puente.test';

/** A customer with a stored test card, so each measured request is one charge of one cent. */
async function preparePayment(api: BenchApi) {
  const customer = await api<{ id: string }>('GET', '/api/retail/getstripecustomer');
  const card = await api<{ id: string }>('POST', '/api/retail/attachpaymentmethod', {
    number: '4242424242424242',
    customer: customer.id,
    cvc: '123',
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    zipCode: '28001',
  });
  return { body: { amount: 0.01, customer: customer.id, paymentMethodId: card.id } };
}

/** The first lesson of the first course the student sees. */
async function prepareLesson(api: BenchApi) {
  const [course] = await api<{ id: string }[]>('GET', '/api/courses');
  if (!course) throw new Error('no course in the demo content');
  const detail = await api<{ lessons: { id: string }[] }>('GET', `/api/courses/${course.id}`);
  const lesson = detail.lessons[0];
  if (!lesson) throw new Error('the first demo course has no lesson');
  return { path: `/api/chapters/${lesson.id}` };
}

type Presented = { id: string; type: string; options?: { id: string }[] };

/**
 * A single-choice exercise of the starter course, answered right (or wrong) on every request. Its options
 * are shown in an order drawn from the exercise's id, so the option is found by checking each once.
 */
const prepareExerciseCheck = (right: boolean) => async (api: BenchApi) => {
  const list = await api<{ id: string; type: string }[]>('GET', '/api/exercises');
  const single = list.find((exercise) => exercise.type === 'single-choice');
  if (!single) throw new Error('no single-choice exercise in the demo content');
  const exercise = await api<Presented>('GET', `/api/exercises/${single.id}`);
  const path = `/api/exercises/${single.id}/check`;
  for (const option of exercise.options ?? []) {
    const body = { answer: { type: 'single-choice', choice: option.id } };
    if ((await api<{ correct: boolean }>('POST', path, body)).correct === right) return { path, body };
  }
  throw new Error(`no ${right ? 'right' : 'wrong'} option in the demo exercise`);
};

/** An open attempt of an exam the student owns (started here), saving one single-choice answer. */
async function prepareExamAnswer(api: BenchApi) {
  const exams = await api<{ id: string; state: string; timeLimitMinutes: number | null }[]>(
    'GET',
    '/api/exams',
  );
  const exam = exams.find((e) => e.state === 'not-started' && e.timeLimitMinutes === null) ?? exams[0];
  if (!exam) throw new Error('the demo student owns no exam');
  type Attempt = { attemptId: string; questions: Presented[] };
  const attempt =
    exam.state === 'in-progress'
      ? await api<Attempt>('GET', `/api/exams/${exam.id}/attempts/current`)
      : await api<Attempt>('POST', `/api/exams/${exam.id}/attempts`);
  const question = attempt.questions.find((q) => q.type === 'single-choice');
  if (!question) throw new Error('the demo exam has no single-choice question');
  return {
    path: `/api/exam-attempts/${attempt.attemptId}/answers/${question.id}`,
    body: { answer: { type: 'single-choice', choice: question.options![0]!.id } },
  };
}

/**
 * Waits for the dictionary (imported in the background on the first start) and searches a word without
 * its accent, which takes every step of the search: exact, prefix, near spellings and trigrams.
 */
async function prepareDictionarySearch(api: BenchApi) {
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
async function prepareDictionarySearchCold(api: BenchApi, db: BenchDb) {
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
 * 1,000 students of the demo school, each a copy of the demo student (the same classes, enrollments,
 * progress, attempts and review cards under new ids), each with a session of their own: the bearer
 * tokens. Made once per run, for every cold scenario of a student's own data.
 */
function prepareColdStudents(db: BenchDb): Promise<string[]> {
  coldStudents ??= (async () => {
    const [demo] = await db('select id from users where email = $1', [student]);
    if (!demo) throw new Error('no demo student');
    const ids = Array.from({ length: COLD_STUDENTS }, () => randomUUID());
    const userColumns = await writableColumns(db, 'users');
    const userValue = (column: string) =>
      column === 'id'
        ? 's.id'
        : column === 'email'
          ? `'bench-' || s.n || '@escuela.test'`
          : column === 'username'
            ? `'bench-' || s.n`
            : `u.${column}`;
    await db(
      `insert into users (${userColumns.join(', ')})
       select ${userColumns.map(userValue).join(', ')}
       from users u cross join unnest($1::uuid[]) with ordinality as s(id, n) where u.id = $2`,
      [ids, demo.id],
    );
    for (const table of STUDENT_TABLES) {
      const columns = await writableColumns(db, table);
      if (columns.length === 0) continue;
      const value = (column: string) =>
        column === 'user_id' ? 's.id' : column === 'id' ? 'gen_random_uuid()' : `r.${column}`;
      await db(
        `insert into ${table} (${columns.join(', ')})
         select ${columns.map(value).join(', ')}
         from ${table} r cross join unnest($1::uuid[]) as s(id) where r.user_id = $2`,
        [ids, demo.id],
      );
    }
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

/** The same read for each of the cold students in turn. */
const prepareForColdStudents = (path: string) => async (_api: BenchApi, db: BenchDb) => ({
  cycle: (await prepareColdStudents(db)).map((token) => ({ path, token })),
});

/** Every lesson the demo student sees, each read by the cold students in turn (student × lesson). */
async function prepareLessonCold(api: BenchApi, db: BenchDb) {
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

const admin = 'admin@demo.puente.test';
const SCHOOL_USERS = 10_000;

/**
 * A school of 10,000 users in the demo tenant (Spanish first and last names, a tenth of them
 * deactivated), then the administrator's search: part of a surname, one role, by name, the first page
 * with the total. Seeded in one statement, as an import would leave the table.
 */
async function prepareUserSearch(_api: BenchApi, db: BenchDb) {
  const [demo] = await db('select tenant_id, password_hash from users where email = $1', [admin]);
  if (!demo) throw new Error('no demo administrator');
  await db(
    `insert into users (id, tenant_id, email, first_name, last_name, role, password_hash, deactivated_at)
     select gen_random_uuid(), $1, 'alumno' || g || '@escuela.test',
            (array['María','José','Lucía','Íñigo','Martina','Hugo','Sofía','Álvaro','Paula','Nicolás'])[1 + g % 10],
            (array['García','Fernández','González','Rodríguez','López','Martínez','Sánchez','Pérez','Gómez',
                   'Martín','Jiménez','Ruiz','Hernández','Díaz','Moreno','Muñoz','Álvarez','Romero','Alonso',
                   'Gutiérrez'])[1 + (g / 10) % 20] || ' ' || md5(g::text),
            (case when g % 50 = 0 then 'Professor' else 'Student' end)::role, $2,
            case when g % 10 = 0 then now() end
     from generate_series(1, $3::int) g`,
    [demo.tenant_id, demo.password_hash, SCHOOL_USERS],
  );
  await db('vacuum analyze users');
  return { path: '/api/admin/users?SearchValue=mu%C3%B1oz&role=Student&sort=name&Skip=0&Take=50' };
}

export const scenarios: Scenario[] = [
  { name: 'health', path: '/api/health', target: { minRatio: 0.2 } },
  { name: 'tenant', path: '/api/tenant', target: { minRatio: 0.3 } },
  { name: 'introspect', path: '/api/authentication/introspect', as: student, target: { minRatio: 0.3 } },
  {
    name: 'getmyaccount',
    path: '/api/account/getmyaccount',
    as: student,
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  { name: 'course-list', path: '/api/courses', as: student, target: { minRatio: 0.15, maxP99Ms: 50 } },
  // Cold: 1,000 students, each with the demo student's progress, in turn.
  {
    name: 'course-list-cold',
    cold: true,
    path: '/api/courses',
    as: student,
    prepare: prepareForColdStudents('/api/courses'),
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'lesson',
    path: '/api/chapters/:id',
    as: student,
    prepare: prepareLesson,
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  // Cold: every lesson, by 1,000 students in turn.
  {
    name: 'lesson-cold',
    cold: true,
    path: '/api/chapters/:id',
    as: student,
    prepare: prepareLessonCold,
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'exercise-submission',
    method: 'POST',
    path: '/api/exercises/:id/check',
    as: student,
    prepare: prepareExerciseCheck(true),
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  // A wrong answer also sends the exercise's lesson words to the student's review queue.
  {
    name: 'exercise-submission-wrong',
    method: 'POST',
    path: '/api/exercises/:id/check',
    as: student,
    prepare: prepareExerciseCheck(false),
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'exam-answer-save',
    method: 'PUT',
    path: '/api/exam-attempts/:attemptId/answers/:questionId',
    as: student,
    prepare: prepareExamAnswer,
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'registerretailpayment',
    method: 'POST',
    path: '/api/retail/registerretailpayment',
    as: student,
    uniqueIdempotencyKey: true,
    prepare: preparePayment,
    target: { minRps: 500, maxP99Ms: 100 },
  },
  // The review queue: the student's due and new cards with each rating's next interval (FSRS).
  { name: 'review-queue', path: '/api/reviews/queue', as: student, target: { minRatio: 0.15, maxP99Ms: 50 } },
  {
    name: 'review-queue-cold',
    cold: true,
    path: '/api/reviews/queue',
    as: student,
    prepare: prepareForColdStudents('/api/reviews/queue'),
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'getmyaccount-cold',
    cold: true,
    path: '/api/account/getmyaccount',
    as: student,
    prepare: prepareForColdStudents('/api/account/getmyaccount'),
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'dictionary-search',
    path: '/api/dictionary/search',
    as: student,
    prepare: prepareDictionarySearch,
    target: { minRatio: 0.1, maxP99Ms: 30 },
  },
  // Cold: 60,000 distinct searches (a fifth without accents, a fifth with a slip), each asked once.
  {
    name: 'dictionary-search-cold',
    cold: true,
    path: '/api/dictionary/search',
    as: student,
    prepare: prepareDictionarySearchCold,
    target: { minRatio: 0.1, maxP99Ms: 30 },
  },
  // The administrator's user list of a school of 10,000: a search with a filter, a sorted page and its total.
  {
    name: 'user-search',
    path: '/api/admin/users',
    as: admin,
    prepare: prepareUserSearch,
    target: { minRatio: 0.05, maxP99Ms: 100 },
  },
];
