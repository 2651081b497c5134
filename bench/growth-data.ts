/**
 * The big school of the growth bench, generated in the bench's database with set-based statements
 * (INSERT … SELECT generate_series), in the demo tenant beside the demo data, through every trigger and
 * index the app has: 100,000 students (each the master of an account, enrolled in the demo courses, with
 * a session), 500 tutors, 10 million exercise attempts, 2 million review cards, 1 million ledger entries
 * and 50,000 tutoring sessions. The big tables are written a slice at a time (a tenth of the students per
 * statement) so the statement-level triggers' transition tables stay small.
 */
import type { BenchDb } from './scenario-types.ts';

const SLICES = 10;

export type School = {
  students: number;
  tutors: number;
  attemptsPerStudent: number;
  cardsPerStudent: number;
  ledgerPerStudent: number;
  tutoringSessions: number;
};

/** The big school; a scale below 1 makes a smaller one of the same shape (for a quick look). */
export function schoolOf(scale: number): School {
  const students = Math.max(SLICES, Math.round((100_000 * scale) / SLICES) * SLICES);
  return {
    students,
    tutors: 500,
    attemptsPerStudent: 100,
    cardsPerStudent: 20,
    ledgerPerStudent: 10,
    tutoringSessions: students / 2,
  };
}

/**
 * Ids in the shape of the app's UUID v7, ordered by the generated row (as ids made over time are): a
 * kind of row in the first group, its number in the last.
 */
const id = (kind: number, n: string) =>
  `(lpad(to_hex(${kind}), 8, '0') || '-0000-7000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const STUDENT = 1;
const ACCOUNT = 2;
const TUTOR = 3;
const TUTOR_PROFILE = 4;
const ATTEMPT = 5;
const CARD = 6;
const LEDGER = 7;
const TUTORING = 8;
const ENROLLMENT = 9;
const SESSION = 10;

export type GrowthStep = { name: string; rows: number; seconds: number };

/** Generates the school; answers each step's rows and time. */
export async function generateGrowth(
  school: School,
  db: BenchDb,
  admin: string,
  progress: (line: string) => void,
): Promise<GrowthStep[]> {
  const [demo] = await db('select tenant_id, password_hash from users where email = $1', [admin]);
  if (!demo) throw new Error('no demo administrator');
  const tenant = String(demo.tenant_id);
  const steps: GrowthStep[] = [];
  const step = async (name: string, statements: [string, unknown[]][]) => {
    const started = performance.now();
    let rows = 0;
    for (const [text, values] of statements) {
      const answered = await db(
        `with written as (${text} returning 1) select count(*)::int as n from written`,
        values,
      );
      rows += Number(answered[0]?.n ?? 0);
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    steps.push({ name, rows, seconds });
    progress(`    ${name}: ${rows.toLocaleString('en')} rows in ${seconds} s`);
  };
  const slices = (perStudent: number, text: (from: string, to: string) => string, values: unknown[]) =>
    Array.from({ length: SLICES }, (_, i): [string, unknown[]] => {
      const size = school.students / SLICES;
      return [text(String(i * size + 1), String((i + 1) * size)), values];
    }).filter(() => perStudent > 0);

  await step('accounts', [
    [
      `insert into accounts (id, tenant_id, name, master_user_id, created_at, updated_at)
       select ${id(ACCOUNT, 's')}, $1, 'Familia ' || s, ${id(STUDENT, 's')},
              now() - (s % 700) * interval '1 day', now() - (s % 700) * interval '1 day'
       from generate_series(1, $2::int) s`,
      [tenant, school.students],
    ],
  ]);
  await step('students', [
    [
      `insert into users (id, tenant_id, account_id, email, first_name, last_name, role, is_master,
                          password_hash, created_at, updated_at, deactivated_at)
       select ${id(STUDENT, 's')}, $1, ${id(ACCOUNT, 's')}, 'crecimiento' || s || '@escuela.test',
              (array['María','José','Lucía','Íñigo','Martina','Hugo','Sofía','Álvaro','Paula','Nicolás'])[1 + s % 10],
              (array['García','Fernández','González','Rodríguez','López','Martínez','Sánchez','Pérez','Gómez',
                     'Martín','Jiménez','Ruiz','Hernández','Díaz','Moreno','Muñoz','Álvarez','Romero','Alonso',
                     'Gutiérrez'])[1 + (s / 10) % 20] || ' ' || substr(md5(s::text), 1, 8),
              'Student', true, $2, now() - (s % 700) * interval '1 day', now() - (s % 700) * interval '1 day',
              case when s % 20 = 0 then now() end
       from generate_series(1, $3::int) s`,
      [tenant, demo.password_hash, school.students],
    ],
  ]);
  await step('tutors', [
    [
      `insert into users (id, tenant_id, email, first_name, last_name, role, is_tutor, password_hash)
       select ${id(TUTOR, 't')}, $1, 'tutor' || t || '@escuela.test', 'Tutor', 'Número ' || t, 'Professor',
              true, $2
       from generate_series(1, $3::int) t`,
      [tenant, demo.password_hash, school.tutors],
    ],
    [
      `insert into tutor_profiles (id, tenant_id, user_id, bio, languages, hourly_rate_cents)
       select ${id(TUTOR_PROFILE, 't')}, $1, ${id(TUTOR, 't')}, 'Profesor nativo', '{en,es}', 2500
       from generate_series(1, $2::int) t`,
      [tenant, school.tutors],
    ],
  ]);
  await step('enrollments', [
    [
      `insert into enrollments (id, tenant_id, user_id, course_id, created_at)
       select ${id(ENROLLMENT, '(s * 100 + c.n)')}, $1, ${id(STUDENT, 's')}, c.id, now() - (s % 700) * interval '1 day'
       from generate_series(1, $2::int) s
       cross join (select id, row_number() over (order by id) as n from courses
                   where tenant_id = $1 and deleted_at is null) c`,
      [tenant, school.students],
    ],
  ]);
  await step('sessions', [
    [
      `insert into sessions (id, tenant_id, user_id, token_hash, kind, expires_at, chain_expires_at, created_at)
       select ${id(SESSION, 's')}, $1, ${id(STUDENT, 's')}, md5('growth-session-' || s) || md5(s::text), 'access',
              now() + (s % 3 - 1) * interval '1 day', now() + interval '30 days', now() - (s % 30) * interval '1 day'
       from generate_series(1, $2::int) s`,
      [tenant, school.students],
    ],
  ]);
  // Each student answers exercises of the demo courses in turn, a third of the answers wrong.
  await step(
    'exercise attempts',
    slices(
      school.attemptsPerStudent,
      (from, to) =>
        `insert into exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
         select ${id(ATTEMPT, `(s * ${school.attemptsPerStudent} + a)`)}, $1, ${id(STUDENT, 's')},
                e.course_ids[1 + (s + a) % e.n], e.ids[1 + (s + a) % e.n],
                jsonb_build_object('type', 'single-choice', 'choice', 'opcion-' || (a % 4)),
                case when (s + a) % 3 = 0 then 0 else 100 end, (s + a) % 3 <> 0,
                now() - ((${school.attemptsPerStudent} - a) * 7 + s % 7) * interval '1 hour'
         from (select array_agg(id order by id) as ids, array_agg(course_id order by id) as course_ids,
                      count(*)::int as n
               from exercises where tenant_id = $1 and deleted_at is null) e
         cross join generate_series(${from}, ${to}) s
         cross join generate_series(0, ${school.attemptsPerStudent - 1}) a`,
      [tenant],
    ),
  );
  // Half the words in each direction, due from a month ago to two months ahead.
  await step(
    'review cards',
    slices(
      school.cardsPerStudent,
      (from, to) =>
        `insert into review_cards (id, tenant_id, user_id, word_key, direction, en, es, source, due, stability,
                                   difficulty, scheduled_days, reps, lapses, state, last_review, created_at)
         select ${id(CARD, `(s * ${school.cardsPerStudent} + w)`)}, $1, ${id(STUDENT, 's')},
                'palabra-' || (w / 2), (array['recall','listening'])[1 + w % 2], 'word ' || (w / 2),
                'palabra ' || (w / 2), 'lesson', now() + ((s + w) % 90 - 30) * interval '1 day',
                1 + (s + w) % 40, 5, (s + w) % 40, 1 + w % 7, w % 3, 2, now() - (w % 30) * interval '1 day',
                now() - (60 + w) * interval '1 day'
         from generate_series(${from}, ${to}) s
         cross join generate_series(0, ${school.cardsPerStudent - 1}) w`,
      [tenant],
    ),
  );
  // Each account: eight monthly installments, one late charge and one adjustment.
  await step(
    'ledger entries',
    slices(
      school.ledgerPerStudent,
      (from, to) =>
        `insert into ledger_entries (id, tenant_id, account_id, kind, amount_cents, due_date, installment_no,
                                     reason, created_at)
         select ${id(LEDGER, `(s * ${school.ledgerPerStudent} + k)`)}, $1, ${id(ACCOUNT, 's')},
                (case when k < 8 then 'installment' when k = 8 then 'late_charge' else 'adjustment' end)::ledger_kind,
                case when k < 8 then 12500 when k = 8 then 1500 else -500 end,
                case when k <= 8 then (date_trunc('month', now()) + ((k % 8) - 4) * interval '1 month')::date end,
                case when k < 8 then k + 1 when k = 8 then 1 end,
                case when k = 9 then 'Descuento por hermanos' end,
                now() - (10 - k) * interval '20 days'
         from generate_series(${from}, ${to}) s
         cross join generate_series(0, ${school.ledgerPerStudent - 1}) k`,
      [tenant],
    ),
  );
  // Each tutor a session every 14 hours, from a month ago to a month ahead; each student one at most.
  await step('tutoring sessions', [
    [
      `insert into tutoring_sessions (id, tenant_id, tutor_id, student_id, starts_at, ends_at, status,
                                      student_time_zone, price_cents, account_id, created_at)
       select ${id(TUTORING, 'g')}, $1, ${id(TUTOR, `(1 + g % ${school.tutors})`)}, ${id(STUDENT, 'g')},
              slot.starts_at, slot.starts_at + interval '1 hour',
              (case when slot.starts_at < now() then 'attended' else 'booked' end)::tutoring_session_status,
              'Europe/Madrid', 2500, ${id(ACCOUNT, 'g')}, slot.starts_at - interval '7 days'
       from generate_series(1, $2::int) g
       cross join lateral (select date_trunc('hour', now()) - interval '29 days'
                                  + (g / ${school.tutors}) * interval '14 hours' + (g % 7) * interval '1 hour'
                                  as starts_at) slot`,
      [tenant, school.tutoringSessions],
    ],
  ]);
  const started = performance.now();
  await db('vacuum analyze');
  // A school's day does not follow six gigabytes of fresh writes: the checkpoint that would flush them
  // during the next scenarios is taken here, before anything is measured.
  await db('checkpoint');
  progress(`    vacuum analyze, checkpoint: ${Math.round((performance.now() - started) / 100) / 10} s`);
  return steps;
}
