import type { AppDeps } from '../../../app-deps.ts';
import { settleProviderRefund, settleRefundsOfCharge } from '../accounts-admin/index.ts';
import { forgetDetachedCard, storeSetupCard } from '../cards/index.ts';
import { recordProviderDispute } from '../disputes/index.ts';
import { settleProviderCharge } from '../payments/index.ts';
import type { ProviderEventFacts } from '../provider/index.ts';
import { findInboxEvent, markInboxEvent } from './webhook-inbox.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'> &
  Partial<Pick<AppDeps, 'metrics'>>;

type Acted = { tenantId: string | null; outcome: string };

/** What the event says, done by the sub-module that owns the row it names (which gives the tenant). */
function actOn(deps: Deps, facts: ProviderEventFacts): Promise<Acted> | Acted {
  switch (facts.kind) {
    case 'charge':
      return settleProviderCharge(deps, facts.charge);
    case 'refund':
      return settleProviderRefund(deps, facts.refund);
    case 'charge-refunded':
      return settleRefundsOfCharge(deps, facts.charge, facts.refunds);
    case 'dispute':
      return recordProviderDispute(deps, facts.dispute);
    case 'card-detached':
      return forgetDetachedCard(deps, facts.paymentMethod);
    case 'setup-succeeded':
      return storeSetupCard(deps, facts);
    default:
      return { tenantId: null, outcome: 'not-handled' };
  }
}

/** Outcomes that touched nothing of ours: the event is kept as ignored. */
const UNTOUCHED = new Set(['not-handled', 'no-match', 'mismatch']);

/**
 * Processes one event of the inbox (the `billing.stripe-event` job): a payment intent's outcome settles
 * its pending payment, a refund's moves its pending refund (or reverses a succeeded one that failed later),
 * a dispute's is kept on its payment's account, a detached card is forgotten, a card saved whose page
 * closed before the attach call is stored; any other type
 * is marked ignored. Idempotent by the event id: an event no longer `received` is skipped, and each action
 * only moves rows still pending, so a retry after a crash, a replay or an older event arriving late
 * changes nothing more. A failure throws (the job is retried with backoff) and leaves it `received`.
 * Answers what it did, or null when there was nothing to do.
 */
export async function processStripeEvent(deps: Deps, eventId: string): Promise<string | null> {
  const event = await findInboxEvent(deps.db, eventId);
  if (event?.status !== 'received') return null;
  const acted = await actOn(deps, event.facts as ProviderEventFacts);
  const status = UNTOUCHED.has(acted.outcome) ? 'ignored' : 'processed';
  await markInboxEvent(deps.db, eventId, { status, ...acted }, deps.clock.now());
  return acted.outcome;
}
