import { z } from 'zod';
import { ZNewPassword, ZUsername } from '../auth.ts';
import { ruleCheck } from '../rules/rule-codes.ts';
import { singleLineText } from '../rules/single-line-text.ts';

/** A trimmed text that must not be blank (the given code), at most `max` characters (code `length`). */
export const requiredText = (emptyCode: string, max: number) =>
  z
    .string()
    .trim()
    .check(ruleCheck<string>(emptyCode, (value) => value.length > 0))
    .max(max);

/** A person's name part: one line, trimmed, 1 to 80 characters (the spec's empty-name codes when blank). */
export const personName = (emptyCode: string) => singleLineText(80, emptyCode);

/** An e-mail address used as a username: the sign-in's rule (trimmed, lower-cased, `errors.username.invalid`). */
export const ZEmailAddress = ZUsername;

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

/** An IANA time zone (e.g. America/Bogota), or null: the browser's own. */
const ZTimeZone = z.string().check(ruleCheck<string>('user.invalid-time-zone', isTimeZone)).nullable();

/** GET /api/user/profile: what the profile screen shows and edits. */
export const ZMyProfile = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  preferredLocale: z.enum(['es', 'en']),
  timeZone: z.string().nullable(),
  roleName: z.enum(['Administrator', 'Professor', 'Student']),
  isMaster: z.boolean(),
  isGuest: z.boolean(),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

/** PUT /api/user/profile: name, language and time zone (the e-mail, the username, does not change here). */
export const ZMyProfileEdit = z.strictObject({
  firstName: personName('user.empty-first-name'),
  lastName: personName('user.empty-last-name'),
  preferredLocale: z.enum(['es', 'en']),
  timeZone: ZTimeZone,
});
export type TMyProfileEdit = z.input<typeof ZMyProfileEdit>;

/** The profile's password form: the current password, the new one and its confirmation. */
export const ZProfilePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'user.current-password-required').max(200),
    newPassword: ZNewPassword,
    confirmation: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.confirmation !== form.newPassword) {
        ctx.addIssue({ code: 'custom', message: 'confirmation-not-match', path: ['confirmation'] });
      }
    }),
  );
export type TProfilePasswordForm = z.infer<typeof ZProfilePasswordForm>;

/** One signed-in device of the user (GET /api/user/sessions). */
const ZMySession = z.object({
  id: z.uuid(),
  /** When the device signed in or last renewed its session (each renewal issues a new one). */
  lastUsedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  userAgent: z.string().nullable(),
  originIp: z.string().nullable(),
  current: z.boolean(),
  /** How many live sessions the device has (the list shows one row per browser and address). */
  sessions: z.number().int(),
});
export type TMySession = z.infer<typeof ZMySession>;
export const ZMySessions = z.object({ items: z.array(ZMySession) });
export type TMySessions = z.infer<typeof ZMySessions>;
export const ZSignedOutOthers = z.object({ signedOut: z.number().int() });
/** POST /user/sessions/:id/sign-out-device: any session of the device (its row's id). */
export const ZSignOutDeviceParams = z.object({ id: z.uuid() });
