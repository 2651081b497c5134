import { z } from 'zod';
import { singleLineText } from '../rules/single-line-text.ts';
import { personName, requiredText, ZEmailAddress } from './profile-api.ts';

/** POST /api/contact: a message to the school's support (anyone, signed in or not). */
export const ZContactInput = z.strictObject({
  name: personName('contact.empty-name'),
  email: ZEmailAddress,
  subject: singleLineText(150, 'contact.empty-subject'),
  message: requiredText('contact.empty-message', 5000),
});
export type TContactInput = z.input<typeof ZContactInput>;

export const ZContactReceipt = z.object({ id: z.uuid() });

/** A stored contact message, as staff read it in the administration. */
const ZContactMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The sender's user when they were signed in. */
  userId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
  handledBy: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export const ZContactMessageQuery = z.object({
  SearchValue: z.string().max(200).nullish(),
  Skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  Take: z.coerce.number().int().min(1).max(200).default(50),
  /** Only the messages still to handle. */
  pending: z.enum(['true', 'false']).optional(),
});
export const ZContactMessageList = z.object({ items: z.array(ZContactMessage), total: z.number().int() });
export type TContactMessageList = z.infer<typeof ZContactMessageList>;
export const ZContactMessageParams = z.object({ id: z.uuid() });
