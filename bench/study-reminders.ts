/**
 * The study reminders at scale: the demo school grown by `--students` copies of the demo student, each
 * with the reminders on at an hour of the day (spread over the 24) and in one of a few zones (their own or
 * the school's), then the five-minute study-reminders job run `--runs` times (background-job.ts). The
 * first run mails the students whose hour it is; later runs find them reminded: what every five minutes
 * of a school costs. Writes bench/results/study-reminders.json.
 *
 *   npm run bench:study-reminders
 *   npm run bench:study-reminders -- --students 100000 --runs 5
 *   npm run bench:study-reminders -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:study-reminders -- --profile   (Puente's CPU profile in bench/results/profiles/)
 */
import { benchBackgroundJob, jobBenchArgs } from './background-job.ts';
import { copyDemoStudents } from './cold-preparations.ts';

const { size: students, ...args } = jobBenchArgs('students', 20_000);
/** Students copied per statement: each copy's rows are written by one insert per table. */
const COPY_BATCH = 5_000;
/** The students' own zones in turn (none: the school's). */
const ZONES = [
  'Europe/Madrid',
  'America/Mexico_City',
  'America/Bogota',
  'America/Argentina/Buenos_Aires',
  null,
];

await benchBackgroundJob({
  name: 'study-reminders',
  job: 'habits.study-reminders',
  data: {},
  ...args,
  items: 'students',
  grow: async (db) => {
    process.stderr.write(`  ${students} students copied from the demo student …\n`);
    for (let copied = 0; copied < students; copied += COPY_BATCH) {
      const ids = await copyDemoStudents(db, Math.min(COPY_BATCH, students - copied), `reminded${copied}`);
      await db(
        `update users u set time_zone = ($2::text[])[1 + s.n % array_length($2::text[], 1)]
         from unnest($1::uuid[]) with ordinality as s(id, n) where u.id = s.id`,
        [ids, ZONES],
      );
      await db(
        `insert into study_habits (tenant_id, user_id, onboarding, reminder_enabled, reminder_hour)
         select u.tenant_id, u.id, 'existing', true, s.n % 24
         from unnest($1::uuid[]) with ordinality as s(id, n) join users u on u.id = s.id
         on conflict (tenant_id, user_id) do update set reminder_enabled = true, reminder_hour = excluded.reminder_hour`,
        [ids],
      );
    }
    const [{ n }] = (await db('select count(*)::int as n from study_habits where reminder_enabled')) as [
      { n: number },
    ];
    return n;
  },
});
