import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { buildPlan, customerOf, pay, storedCard } from './billing.test-support.ts';

describe('dbg', () => {
  it('dbg', { timeout: 200_000 }, async () => {
    const t = await buildTestApp();
    const tenant = await buildTenant(t.deps.db);
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user, { totalCents: 10_000_000, installments: 10 });
    const headers = (await signIn(t, user)).headers;
    const customer = await customerOf(t, headers);
    const paymentMethodId = await storedCard(t, headers, '4242424242424242');
    const pool = t.deps.database.pool!;
    const killer = new pg.Client({ connectionString: pool.options.connectionString });
    await killer.connect();
    let killing = true;
    const chaos = (async () => {
      while (killing) {
        await killer.query(`select pg_terminate_backend(pid) from (select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() order by random() limit 1) v`);
        await sleep(2 + Math.random() * 6);
      }
    })();
    const started = Date.now();
    const pending = new Map<number, number>();
    const timer = setInterval(() => {
      const stuck = [...pending.entries()].filter(([, at]) => Date.now() - at > 3000).map(([i]) => i);
      console.log(`t=${Date.now() - started} pool total=${pool.totalCount} idle=${pool.idleCount} waiting=${pool.waitingCount} stuck=${stuck}`);
    }, 2000);
    let ok = 0;
    let fail = 0;
    await Promise.all(
      Array.from({ length: 5 }, async (_, w) => {
        for (let n = 0; n < 40; n++) {
          const id = w * 1000 + n;
          pending.set(id, Date.now());
          const res = await pay(t, headers, { amount: 1, customer, paymentMethodId }, `k-${w}-${n % 4}`).catch((e) => ({ statusCode: -1, body: String(e) }));
          pending.delete(id);
          if (res.statusCode === 200) ok++;
          else {
            fail++;
            if (fail < 15) console.log('fail', res.statusCode, res.body.slice(0, 200));
          }
        }
      }),
    );
    clearInterval(timer);
    killing = false;
    await chaos;
    await killer.end();
    console.log('ok', ok, 'fail', fail);
    await t.close();
  });
});
