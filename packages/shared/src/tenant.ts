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
});
export type TPublicTenant = z.infer<typeof ZPublicTenant>;
