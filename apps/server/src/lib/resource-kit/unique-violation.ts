import { AppError } from '../app-error.ts';

type PgError = { code?: string; constraint?: string; cause?: unknown };

/** The unique index a failed statement broke (PostgreSQL 23505), looking through driver wrappers. */
function violatedConstraint(error: unknown): string | null {
  let current = error as PgError | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === '23505') return current.constraint ?? '';
    current = current.cause as PgError | undefined;
  }
  return null;
}

/**
 * Runs a write; when a unique index refuses it (two staff saving the same name at once, past the HEAD
 * check), answers 409 `duplicate` with the field the index guards, else rethrows.
 */
export async function refusingDuplicates<T>(
  write: () => Promise<T>,
  fieldOfIndex: Record<string, string>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === null) throw error;
    const field = fieldOfIndex[constraint];
    throw new AppError('duplicate', { fields: field ? [{ path: field, code: 'duplicate' }] : [] });
  }
}
