import { z } from 'zod';
import { personName } from '../people/profile-api.ts';
import { isEmail } from '../rules/email-address.ts';
import { ruleCheck } from '../rules/rule-codes.ts';
import { singleLineText } from '../rules/single-line-text.ts';
import type { USER_ROLES } from './users-api.ts';

/** The most rows one import takes (a school's intake, not its history). */
export const MAX_IMPORT_ROWS = 5000;
/** The most characters of one import's CSV text (about 200 characters a row). */
export const MAX_IMPORT_CHARS = 1_000_000;

/** The columns of a users import, in the order a template lists them. */
export const USER_IMPORT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'role',
  'class',
  'language',
  'guestOf',
] as const;
export type TUserImportField = (typeof USER_IMPORT_FIELDS)[number];

/** The names a header may carry for each column, in Spanish and English (compared lower-cased, accents off). */
export const USER_IMPORT_HEADERS: Record<TUserImportField, readonly string[]> = {
  email: ['correo', 'correo electronico', 'email', 'e-mail', 'mail'],
  firstName: ['nombre', 'first name', 'firstname', 'given name'],
  lastName: ['apellidos', 'apellido', 'last name', 'lastname', 'surname', 'family name'],
  role: ['rol', 'role', 'perfil'],
  class: ['clase', 'class', 'grupo', 'group'],
  language: ['idioma', 'language', 'lengua'],
  guestOf: ['invitado de', 'invitada de', 'guest of', 'guestof'],
};

/** Folds a header or a value for comparison: trimmed, lower-cased, without accents. */
export const foldImportText = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

const ROLE_NAMES: Record<string, (typeof USER_ROLES)[number]> = {
  student: 'Student',
  estudiante: 'Student',
  alumno: 'Student',
  alumna: 'Student',
  professor: 'Professor',
  teacher: 'Professor',
  profesor: 'Professor',
  profesora: 'Professor',
  administrator: 'Administrator',
  admin: 'Administrator',
  administrador: 'Administrator',
  administradora: 'Administrator',
};
const LANGUAGE_NAMES: Record<string, 'es' | 'en'> = {
  es: 'es',
  espanol: 'es',
  castellano: 'es',
  spanish: 'es',
  en: 'en',
  ingles: 'en',
  english: 'en',
};

const named = <T extends string>(names: Record<string, T>, code: string) =>
  z
    .string()
    .transform((value) => names[foldImportText(value)] ?? null)
    .check(ruleCheck<T | null>(code, (value) => value !== null))
    .transform((value) => value as T);

/** An e-mail address as the sign-in reads it (trimmed, lower-cased). */
const importEmail = z
  .string()
  .trim()
  .toLowerCase()
  .check(ruleCheck<string>('user.import-invalid-email', isEmail));

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * One row of a users import, as read from the CSV (every cell a text): the e-mail is the username; the
 * role and the language are named in Spanish or English (a blank role is a student's, or keeps an existing user's; a
 * blank language is the school's); the class by its name; `guestOf` the e-mail of the account holder a guest belongs to. The
 * server checks each row with it, and the codes of its issues name what is wrong.
 */
export const ZUserImportRow = z.object({
  email: importEmail,
  firstName: personName('user.empty-first-name'),
  lastName: personName('user.empty-last-name'),
  role: z.preprocess(blankToUndefined, named(ROLE_NAMES, 'user.import-unknown-role').optional()),
  class: z.preprocess(blankToUndefined, singleLineText(80).optional()),
  language: z.preprocess(blankToUndefined, named(LANGUAGE_NAMES, 'user.import-bad-language').optional()),
  guestOf: z.preprocess(blankToUndefined, importEmail.optional()),
});
export type TUserImportRow = z.output<typeof ZUserImportRow>;

/** POST /api/admin/users/import/preview and /api/admin/users/import: the CSV file's text. */
export const ZUserImportRequest = z.strictObject({ csv: z.string() });

/** What importing a row does: a new user, an existing one changed, or nothing to change. */
const USER_IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;

const ZUserImportIssue = z.object({
  field: z.enum([...USER_IMPORT_FIELDS, 'row']),
  /** An error code of the catalogue (translated by the client). */
  code: z.string(),
});

/** One row of the file: its number as a spreadsheet shows it (the header is row 1), and what it does or its errors. */
const ZUserImportRowResult = z.object({
  row: z.number().int(),
  email: z.string(),
  name: z.string(),
  action: z.enum(USER_IMPORT_ACTIONS).nullable(),
  errors: z.array(ZUserImportIssue),
});
export type TUserImportRowResult = z.infer<typeof ZUserImportRowResult>;

const ZUserImportCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});

/** The preview (nothing written) or the result of the import (rows with errors skipped), row by row. */
export const ZUserImportResult = z.object({
  committed: z.boolean(),
  counts: ZUserImportCounts,
  rows: z.array(ZUserImportRowResult),
});
export type TUserImportResult = z.infer<typeof ZUserImportResult>;
