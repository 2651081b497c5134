/**
 * The tutoring reminders at scale: the demo school grown by `--sessions` copies of the demo student, each
 * with a session booked in the next 24 hours with one of a hundred tutors (copies of the demo tutor), then
 * the every-minute tutoring-reminders job run `--runs` times (background-job.ts). The first run mails each
 * session's 24-hour reminder (or the 1-hour one, within the hour) to both sides; later runs find them
 * claimed: what every minute of a school costs. Writes bench/results/tutoring-reminders.json.
 *
 *   npm run bench:tutoring-reminders
 *   npm run bench:tutoring-reminders -- --sessions 2000 --runs 5
 *   npm run bench:tutoring-reminders -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:tutoring-reminders -- --profile   (Puente's CPU profile in bench/results/profiles/)
 */
import { benchBackgroundJob, jobBenchArgs } from './background-job.ts';
import { copyDemoStudents } from './cold-preparations.ts';

const { size: sessions, ...args } = jobBenchArgs('sessions', 2_000);
/** Tutors the sessions are spread over: each has at most 23 one-hour sessions in the next 24 hours. */
const TUTORS = Math.max(100, Math.ceil(sessions / 23));

await benchBackgroundJob({
  name: 'tutoring-reminders',
  job: 'tutoring.reminders',
  data: {},
  ...args,
  items: 'sessions',
  grow: async (db) => {
    process.stderr.write(`  ${sessions} students copied from the demo student, ${TUTORS} tutors …\n`);
    const students = await copyDemoStudents(db, sessions, 'tutored');
    await db(
      `insert into users (id, tenant_id, email, first_name, last_name, role, is_tutor, password_hash, time_zone)
       select gen_random_uuid(), u.tenant_id, 'tutor' || g || '@escuela.test', u.first_name, u.last_name,
              u.role, true, u.password_hash, u.time_zone
       from users u cross join generate_series(1, $1::int) g where u.email = 'profesor@demo.puente.test'`,
      [TUTORS],
    );
    // Student n: tutor n mod TUTORS, at the (n div TUTORS)-th next whole hour (1 to 23 hours ahead).
    await db(
      `insert into tutoring_sessions (id, tenant_id, tutor_id, student_id, starts_at, ends_at, student_time_zone)
       select gen_random_uuid(), t.tenant_id, t.id, s.id, slot.starts_at, slot.starts_at + interval '1 hour', 'America/Bogota'
       from unnest($1::uuid[]) with ordinality as s(id, n)
       join (select id, tenant_id, row_number() over (order by id) - 1 as k from users
             where email like 'tutor%@escuela.test') t on t.k = s.n % $2
       cross join lateral (select date_trunc('hour', now()) + (1 + (s.n / $2) % 23) * interval '1 hour'
                           as starts_at) slot`,
      [students, TUTORS],
    );
    const [{ n }] = (await db(
      `select count(*)::int as n from tutoring_sessions
       where status = 'booked' and starts_at > now() and starts_at <= now() + interval '24 hours'`,
    )) as [{ n: number }];
    return n;
  },
});
