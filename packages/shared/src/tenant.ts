import { z } from 'zod';

/** What anyone may know of the tenant a host name resolves to (footer, payment page, login). */
export const ZPublicTenant = z.object({
  name: z.string(),
  defaultLocale: z.enum(['es', 'en']),
  paymentEnabled: z.boolean(),
  /** Whether a user who is not the account holder (a guest) may pay with a new card of their own. */
  guestPaymentsEnabled: z.boolean(),
  tutoringEnabled: z.boolean(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** The school's IANA time zone: its days (due dates, the payment-due icon) are this zone's. */
  timeZone: z.string().optional(),
  /** The name of the school's own sign-in provider ("Continuar con …"); null: none (decision 0147). */
  signInProvider: z.string().nullable().optional(),
});
export type TPublicTenant = z.infer<typeof ZPublicTenant>;
