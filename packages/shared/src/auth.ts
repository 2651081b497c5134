import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { isEmail } from './rules/email-address.ts';
import { ruleCheck } from './rules/rule-codes.ts';

/** Codes of the sign-in rules (spec section 5 "Login and account"). */
const AUTH_RULE_CODES = {
  username: 'errors.username.invalid',
  password: 'password-requirements',
  confirmation: 'confirmation-not-match',
} as const;

/** Password rule: at least 8 characters and a digit (code `password-requirements`). */
const meetsPasswordRequirements = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password);

/** Username: an e-mail address, trimmed and lower-cased (code `errors.username.invalid`). */
export const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .check(ruleCheck<string>(AUTH_RULE_CODES.username, isEmail));

/** A new password: at least 8 characters and a digit, at most 128 characters. */
export const ZNewPassword = z
  .string()
  .check(
    ruleCheck<string>(
      AUTH_RULE_CODES.password,
      (value) => meetsPasswordRequirements(value) && value.length <= 128,
    ),
  );

/** Change-password form: the confirmation must equal the new password (code `confirmation-not-match`). */
export const ZPasswordChangeForm = z.object({ newPassword: ZNewPassword, confirmation: z.string() }).check(
  z.superRefine((form, ctx) => {
    if (form.confirmation !== form.newPassword) {
      ctx.addIssue({ code: 'custom', message: AUTH_RULE_CODES.confirmation, path: ['confirmation'] });
    }
  }),
);

export const ZLoginRequest = z.object({
  username: ZUsername,
  password: z.string().min(1).max(256),
  /** The client's IP as the location call reported it; the server falls back to the socket's. */
  origin: z.string().max(64).nullish(),
  rememberMe: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const ZMoney = z.number().describe('Amount with 2 decimals');
const ZIsoDate = z.string().nullable().describe('ISO date (YYYY-MM-DD) or null');

/**
 * The daily auto-pay charge needs the student: the card asks for 3-D Secure and the installment is unpaid
 * (the payment page's paymentInfo.authenticationNeeded says what to pay). The profile icon shows it due.
 */
const ZAuthenticationNeeded = z.boolean().optional();

/** The login response of spec section 3, plus the session's expiration and the tenant's switches. */
export const ZLoginResponse = z.object({
  userId: z.string(),
  /** The access token; a temporary token when forceChangePassword or agreeTerms is set. */
  tokenId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.enum(['Administrator', 'Professor', 'Student']),
  isMasterUser: z.boolean(),
  isTutor: z.boolean(),
  preferredLocale: z.enum(['es', 'en']),
  isActive: z.boolean(),
  balance: ZMoney,
  delinquentAmount: ZMoney,
  installment: ZMoney,
  lateCharges: ZMoney,
  lastPaymentDate: ZIsoDate,
  nextPaymentDate: ZIsoDate,
  authenticationNeeded: ZAuthenticationNeeded,
  forceChangePassword: z.boolean(),
  agreeTerms: z.boolean(),
  /** Milliseconds until the token expires. */
  expiration: z.number().int(),
  paymentEnabled: z.boolean(),
  tutoringEnabled: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZPasswordChangeRequest = z.object({
  userId: z.uuid(),
  /** Needed with a normal access token; not in the forced change of a login's extra steps. */
  currentPassword: z.string().max(200).optional(),
  newPassword: ZNewPassword,
  termsAccepted: z.boolean(),
});
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

export const ZOneTimePasswordQuery = z.object({ username: ZUsername });

export const ZIntrospectResponse = z.object({
  /** Milliseconds until the access token expires. */
  expiration: z.number().int(),
  paymentEnabled: z.boolean(),
  tutoringEnabled: z.boolean(),
});
export type TIntrospectResponse = z.infer<typeof ZIntrospectResponse>;

export const ZOriginResponse = z.object({ ip: z.string() });

export const ZLocationResponse = z.object({
  ip: z.string(),
  locale: z.enum(['es', 'en']),
  timeZone: z.string().nullable(),
  country: z.string().nullable(),
});
export type TLocationResponse = z.infer<typeof ZLocationResponse>;

/** The identity of spec section 3 (GET /api/user/me). */
export const ZIdentityResponse = z.object({
  id: z.string(),
  name: z.string(),
  isMaster: z.boolean(),
  isTutor: z.boolean(),
  isActive: z.boolean(),
  roleName: z.enum(['Administrator', 'Professor', 'Student']),
  preferredLocale: z.enum(['es', 'en']),
  scopes: z.array(z.string()),
  balance: ZMoney,
  delinquentAmount: ZMoney,
  installment: ZMoney,
  lateCharges: ZMoney,
  lastPaymentDate: ZIsoDate,
  nextPaymentDate: ZIsoDate,
  authenticationNeeded: ZAuthenticationNeeded,
  /** Id of the administrator acting as this user, or null. */
  impersonator: z.string().nullable(),
});
export type TIdentityResponse = z.infer<typeof ZIdentityResponse>;

const ZOutboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Delivery: queued (waiting or being retried), sent, or refused for good by the mail server. */
  status: z.enum(['queued', 'sent', 'failed-permanent', 'failed-retries']),
  attempts: z.number().int(),
  /** The mail server's last refusal (or the connection error), if any. */
  lastError: z.string().nullable(),
});
export const ZOutboxList = z.array(ZOutboxEmail);
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

/** PUT /api/user/locale: the signed-in user's language, kept for e-mails, PDFs and the next sign-in. */
export const ZLocaleChangeRequest = z.object({ locale: z.enum(['es', 'en']) });
export type TLocaleChangeRequest = z.infer<typeof ZLocaleChangeRequest>;
export const ZLocaleChangeResponse = z.object({ preferredLocale: z.enum(['es', 'en']) });
export type TLocaleChangeResponse = z.infer<typeof ZLocaleChangeResponse>;

/**
 * POST /api/auth/oidc/complete: the browser completes a sign-in with the school's provider that the
 * callback verified (decision 0147); remember-me as the login form has it.
 */
export const ZOidcCompleteRequest = z.strictObject({ rememberMe: z.boolean().optional() });
export type TOidcCompleteRequest = z.infer<typeof ZOidcCompleteRequest>;
