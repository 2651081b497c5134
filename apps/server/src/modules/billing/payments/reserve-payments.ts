import type { AppDeps } from '../../../app-deps.ts';
import { batchCalls } from '../../../lib/batch-calls.ts';
import { type Reservation, type ReservationRequest, reservePaymentIntents } from './payments.repository.ts';

type Queued = { tenantId: string; accountId: string; intent: ReservationRequest };

/**
 * Reservations asked for at the same moment go to the database together (batchCalls: one call in flight
 * per app; those that arrive meanwhile make the next), one database call per account in it, so an
 * account's lock is taken once per batch, not once per payment (group commit). When a call fails, each
 * intent is tried again on its own, so only an intent that cannot be reserved fails.
 * Keyed by the app's deps object, as make-payment keys its in-flight payments.
 */
const batchesByApp = new WeakMap<object, (queued: Queued) => Promise<Reservation>>();

async function reserveByAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  batch: Queued[],
): Promise<Reservation[]> {
  const byAccount = new Map<string, Queued[]>();
  for (const queued of batch) {
    const key = `${queued.tenantId}:${queued.accountId}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), queued]);
  }
  const answers = new Map<Queued, Reservation>();
  await Promise.all(
    [...byAccount.values()].map(async (group) => {
      const { tenantId, accountId } = group[0]!;
      const reservations = await reservePaymentIntents(
        deps.db,
        tenantId,
        accountId,
        group.map((queued) => queued.intent),
        deps.clock.now(),
      );
      for (const [i, queued] of group.entries()) answers.set(queued, reservations[i]!);
    }),
  );
  return batch.map((queued) => answers.get(queued)!);
}

export function queueReservation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenantId: string,
  accountId: string,
  intent: ReservationRequest,
): Promise<Reservation> {
  let reserve = batchesByApp.get(deps);
  if (!reserve) {
    reserve = batchCalls((batch: Queued[]) => reserveByAccount(deps, batch), {
      maxSize: 200,
      maxInFlight: 1,
    });
    batchesByApp.set(deps, reserve);
  }
  return reserve({ tenantId, accountId, intent });
}
