import { z } from 'zod';
import { personName, ZEmailAddress } from './profile-api.ts';

/** POST /api/account/guests: the master user invites a guest to their own account (no account id: it is the caller's). */
export const ZGuestInput = z.strictObject({
  firstName: personName('user.empty-first-name'),
  lastName: personName('user.empty-last-name'),
  email: ZEmailAddress,
});
export type TGuestInput = z.input<typeof ZGuestInput>;

/** A guest of the caller's account as the add-user screen lists it. */
export const ZGuest = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Still to sign in for the first time (change the temporary password and accept the terms). */
  invitationPending: z.boolean(),
  invitedAt: z.iso.datetime({ offset: true }),
});
export type TGuest = z.infer<typeof ZGuest>;

/** GET /api/account/guests: the account's guests and how many the tenant allows. */
export const ZGuestList = z.object({
  items: z.array(ZGuest),
  limit: z.number().int(),
  used: z.number().int(),
});
export type TGuestList = z.infer<typeof ZGuestList>;

export const ZGuestParams = z.object({ id: z.uuid() });
