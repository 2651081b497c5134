import type { TGuestList } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Tenant } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { presentGuest } from './guest-presenter.ts';
import { findGuests } from './guests.repository.ts';
import { masterAccountOf } from './master-account.ts';

/** The master user's guests and the tenant's guest limit. */
export async function listGuests(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
): Promise<TGuestList> {
  const guests = await findGuests(deps.db, tenant.id, masterAccountOf(actor));
  return { items: guests.map(presentGuest), limit: tenant.guestLimit, used: guests.length };
}
