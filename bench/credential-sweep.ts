/**
 * The hourly sweep of expired sessions and one-time passwords at scale: the demo school given `--sessions`
 * sessions signed in over the last 13 months (one a sign-in or an hourly refresh, most refreshed and so
 * revoked) and a one-time password for each hundredth, then the sweep job run `--runs` times
 * (background-job.ts). A run deletes at most 500,000 sessions (a backlog goes in hourly slices); after each,
 * the sessions left and the size of their table with its indexes. Before the sweep a school kept every
 * session it ever issued. Writes bench/results/credential-sweep.json.
 *
 *   npm run bench:credential-sweep
 *   npm run bench:credential-sweep -- --sessions 1000000 --runs 3
 *   npm run bench:credential-sweep -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:credential-sweep -- --profile   (Puente's CPU profile in bench/results/profiles/)
 */
import { benchBackgroundJob, jobBenchArgs } from './background-job.ts';

const { size: sessions, ...args } = jobBenchArgs('sessions', 1_000_000);
/** The days the sessions are spread over: a year and the month the sweep keeps. */
const DAYS = 395;

await benchBackgroundJob({
  name: 'credential-sweep',
  job: 'auth.sweep-credentials',
  data: { tenantId: null },
  ...args,
  items: 'sessions',
  grow: async (db) => {
    process.stderr.write(`  ${sessions} sessions over ${DAYS} days …\n`);
    // Session g: one of the demo school's users, signed in g/sessions of the way back from now, for an hour;
    // seven in ten refreshed (revoked) ten minutes before they would have expired.
    await db(
      `insert into sessions (id, tenant_id, user_id, token_hash, kind, expires_at, revoked_at, origin_ip,
                             user_agent, created_at)
       select gen_random_uuid(), u.tenant_id, u.id, md5(g::text) || md5((-g)::text), 'access',
              at + interval '1 hour', case when g % 10 < 7 then at + interval '50 minutes' end, '203.0.113.7',
              'Mozilla/5.0 (bench)', at
       from generate_series(1, $1::int) g
       cross join lateral (select now() - ($2::int * interval '1 day') * g / $1::int as at) t
       join (select id, tenant_id, row_number() over (order by id) - 1 as k, count(*) over () as n
             from users where deleted_at is null) u on u.k = g % u.n`,
      [sessions, DAYS],
    );
    await db(
      `insert into one_time_passwords (id, tenant_id, user_id, code_hash, expires_at, created_at)
       select gen_random_uuid(), tenant_id, user_id, md5(token_hash), created_at + interval '15 minutes', created_at
       from sessions where kind = 'access' and random() < 0.01`,
    );
    const [{ n }] = (await db(`select count(*)::int as n from sessions`)) as [{ n: number }];
    return n;
  },
  measure: async (db) => {
    const [row] = (await db(
      `select (select count(*)::int from sessions) as "sessionsLeft",
              round(pg_total_relation_size('sessions') / 1048576.0)::int as "sessionsMb",
              (select count(*)::int from one_time_passwords) as "codesLeft"`,
    )) as [Record<string, number>];
    return row;
  },
});
