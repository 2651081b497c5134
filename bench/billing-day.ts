/**
 * The billing day at scale: the demo school grown by `--accounts` copies of the demo student's account
 * (its plan and its ledger), then the hourly billing-day job run `--runs` times (background-job.ts). Every
 * run after the first finds the day done: what each hour of a school costs. Writes
 * bench/results/billing-day.json.
 *
 *   npm run bench:billing-day
 *   npm run bench:billing-day -- --accounts 20000 --runs 5
 *   npm run bench:billing-day -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:billing-day -- --profile   (Puente's CPU profile in bench/results/profiles/)
 */
import { benchBackgroundJob, jobBenchArgs } from './background-job.ts';
import { copyDemoStudents } from './cold-preparations.ts';

const { size: accounts, ...args } = jobBenchArgs('accounts', 10_000);
/** Students copied per statement: each copy's rows are written by one insert per table. */
const COPY_BATCH = 5_000;

await benchBackgroundJob({
  name: 'billing-day',
  job: 'billing.day',
  data: { tenantId: null },
  ...args,
  items: 'accounts',
  grow: async (db) => {
    process.stderr.write(`  ${accounts} accounts copied from the demo student's …\n`);
    for (let copied = 0; copied < accounts; copied += COPY_BATCH)
      await copyDemoStudents(db, Math.min(COPY_BATCH, accounts - copied), `billing${copied}`);
    const [{ plans }] = (await db('select count(*)::int as plans from billing_plans')) as [{ plans: number }];
    return plans;
  },
});
