import type { AppDeps } from '../../app-deps.ts';
import { type Reservation, type ReservationRequest, reservePaymentIntents } from './payments.repository.ts';

type Waiting = {
  intent: ReservationRequest;
  resolve(value: Reservation): void;
  reject(error: unknown): void;
};
type AccountQueue = { waiting: Waiting[] };

/** Most intents sent in one call; more wait for the next one. */
const MAX_BATCH = 200;

/**
 * Queues of the accounts with a reservation running, per app (keyed by its deps object, as make-payment
 * keys its in-flight payments): intents of an account that arrive while one of its reservations runs
 * wait and go to the database together in the next call, so the account's lock is taken once per batch,
 * not once per payment (group commit). A failed call fails the intents of that batch only.
 */
const queuesByApp = new WeakMap<object, Map<string, AccountQueue>>();

export function queueReservation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenantId: string,
  accountId: string,
  intent: ReservationRequest,
): Promise<Reservation> {
  const queues = queuesByApp.get(deps) ?? new Map<string, AccountQueue>();
  queuesByApp.set(deps, queues);
  const key = `${tenantId}:${accountId}`;
  return new Promise((resolve, reject) => {
    const running = queues.get(key);
    if (running) {
      running.waiting.push({ intent, resolve, reject });
      return;
    }
    const queue: AccountQueue = { waiting: [{ intent, resolve, reject }] };
    queues.set(key, queue);
    void drain(deps, tenantId, accountId, queue).finally(() => queues.delete(key));
  });
}

async function drain(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenantId: string,
  accountId: string,
  queue: AccountQueue,
): Promise<void> {
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, MAX_BATCH);
    try {
      const reservations = await reservePaymentIntents(
        deps.db,
        tenantId,
        accountId,
        batch.map((waiting) => waiting.intent),
        deps.clock.now(),
      );
      for (const [i, waiting] of batch.entries()) waiting.resolve(reservations[i]!);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
