import { adminBillingErrors } from './admin-billing-errors.ts';
import { dictionaryErrors } from './dictionary-errors.ts';
import type { ErrorEntry } from './error-entry.ts';
import { learningErrors } from './learning-errors.ts';
import { mediaErrors } from './media-errors.ts';
import { carouselErrors, paymentErrors } from './payment-errors.ts';
import { peopleErrors } from './people-errors.ts';
import { systemErrors } from './system-errors.ts';
import { tutoringErrors } from './tutoring-errors.ts';
import { userErrors } from './user-errors.ts';
import { userImportErrors } from './user-import-errors.ts';

/** Every stable error code the API can answer, with its status and its es/en text. */
export const errorCatalog = {
  ...systemErrors,
  ...userErrors,
  ...userImportErrors,
  ...learningErrors,
  ...paymentErrors,
  ...carouselErrors,
  ...mediaErrors,
  ...peopleErrors,
  ...adminBillingErrors,
  ...dictionaryErrors,
  ...tutoringErrors,
} satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalog;

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalog, code);

export type Locale = 'es' | 'en';

/** Values an error's text names as `{{name}}` (e.g. the size limit of `media.too-large`). */
export type ErrorParams = Record<string, string | number>;

/**
 * The message for a code in a locale, with its `{{name}}` placeholders filled from params (the client's
 * i18next fills the same ones); unknown codes fall back to the system exception text.
 */
export function errorMessage(code: string, locale: Locale, params?: ErrorParams): string {
  const entry: ErrorEntry = isErrorCode(code) ? errorCatalog[code] : errorCatalog['system.exception'];
  const text = entry[locale];
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * One field error of an `invalid` answer (spec "Validation error": Code, Parameters, Parent, Children),
 * keyed by `field`, the dotted path of the form field ("title.es", "vocabulary.2.en"). `Parent` is the
 * path of the object or list holding it (null at the top); `Children` is always empty: the list is flat.
 */
type ModelStateEntry = {
  field: string;
  code: string;
  message: string;
  Code: string;
  Parameters: Record<string, unknown>;
  Parent: string | null;
  Children: ModelStateEntry[];
};

/** The body every API error answers: a stable code, a translated message and optional field errors. */
export type ApiErrorBody = {
  code: string;
  message: string;
  /** The values the message names (e.g. `{ limit: '5 MB', limitBytes: 5242880 }`), for the client's own text. */
  params?: ErrorParams;
  errors?: { path: string; code: string; message: string }[];
  errorInfo?: { ModelState: ModelStateEntry[] };
};
