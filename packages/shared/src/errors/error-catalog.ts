import type { ErrorEntry } from './error-entry.ts';
import { learningErrors } from './learning-errors.ts';
import { carouselErrors, paymentErrors } from './payment-errors.ts';
import { systemErrors } from './system-errors.ts';
import { userErrors } from './user-errors.ts';

/** Every stable error code the API can answer, with its status and its es/en text. */
export const errorCatalog = {
  ...systemErrors,
  ...userErrors,
  ...learningErrors,
  ...paymentErrors,
  ...carouselErrors,
} satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalog;

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalog, code);

export type Locale = 'es' | 'en';

/** The message for a code in a locale; unknown codes fall back to the system exception text. */
export function errorMessage(code: string, locale: Locale): string {
  const entry: ErrorEntry = isErrorCode(code) ? errorCatalog[code] : errorCatalog['system.exception'];
  return entry[locale];
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
  errors?: { path: string; code: string; message: string }[];
  errorInfo?: { ModelState: ModelStateEntry[] };
};
