import { ACCESS, mayAccess } from '@puente/shared';
import type { Tenant } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Tutoring is open to a school's students when the school enabled it, and always to its tutors (their
 * own sessions and availability: spec §6, "tutor flag or tutoring enabled"). Otherwise 403.
 */
export function assertTutoringOpen(tenant: Pick<Tenant, 'tutoringEnabled'>, actor: Actor): void {
  if (tenant.tutoringEnabled) return;
  if (actor.scopes.includes('tutor')) return;
  throw new AppError('tutoring.disabled');
}

/** Booking needs the school's tutoring switch on, whoever books. */
export function assertBookingOpen(tenant: Pick<Tenant, 'tutoringEnabled'>): void {
  if (!tenant.tutoringEnabled) throw new AppError('tutoring.disabled');
}

/**
 * Whether a person may book a paid session: a guest's is charged to the account holder, so only when the
 * school allows it (`guestsMayBookPaidTutoring`, off by default). Booking refuses it and the tutor list
 * tells the screen, from this one rule.
 */
export function mayBookPaidSession(
  person: { membership: 'Member' | 'Guest' },
  tenant: Pick<Tenant, 'guestsMayBookPaidTutoring'>,
): boolean {
  return person.membership !== 'Guest' || tenant.guestsMayBookPaidTutoring;
}

/** The account whose sessions the caller holds (its holder sees and may cancel its guests' sessions), or null. */
export function heldAccountOf(actor: Actor): string | null {
  return actor.accountId && mayAccess(actor.scopes, ACCESS.master) ? actor.accountId : null;
}
