import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error';

/** Filter and check debounce of spec section 9. */
export const CHECK_DEBOUNCE_MS = 500;

/** A server check of one field's value: resolves when the value is free, rejects otherwise. */
export type ServerCheck = (value: string, signal: AbortSignal) => Promise<unknown>;

/** Where a field's server check stands: no check needed, waiting or asking, free, or refused with a code. */
export type CheckStatus = { state: 'idle' | 'pending' | 'ok' } | { state: 'failed'; code: string };

type Answer = { value: string; code: string | null };

/** A field's value by its dotted path (`title.es`), as text ('' when missing). */
export function valueAt(values: Record<string, unknown>, path: string): string {
  let value: unknown = values;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' ? value : '';
}

const failureCode = (error: unknown) =>
  error instanceof ApiError && error.status === 0 ? 'network' : 'duplicate';

/**
 * Runs each field's server check 500 ms after its value last changed (a field of a nested value by its
 * dotted path, e.g. `title.es`). A field is pending from the
 * change until the answer for that value; a value the schema already refuses, an empty one, or the
 * value the form started with (an edit keeps its own title) is not checked.
 */
export function useServerChecks(
  checks: Record<string, ServerCheck> | undefined,
  values: Record<string, unknown>,
  skip: (field: string, value: string) => boolean,
): Record<string, CheckStatus> {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const checksRef = useRef(checks);
  checksRef.current = checks;
  const statuses: Record<string, CheckStatus> = {};
  for (const field of Object.keys(checks ?? {})) {
    const value = valueAt(values, field);
    const answer = answers[field];
    if (value.trim() === '' || skip(field, value)) statuses[field] = { state: 'idle' };
    else if (answer?.value !== value) statuses[field] = { state: 'pending' };
    else statuses[field] = answer.code === null ? { state: 'ok' } : { state: 'failed', code: answer.code };
  }
  const waiting = Object.entries(statuses)
    .filter(([, status]) => status.state === 'pending')
    .map(([field]) => [field, valueAt(values, field)] as const);
  const key = JSON.stringify(waiting);

  useEffect(() => {
    const controller = new AbortController();
    const asked: [string, string][] = JSON.parse(key);
    const timer = setTimeout(() => {
      for (const [field, value] of asked) {
        const check = checksRef.current?.[field];
        if (!check) continue;
        check(value, controller.signal).then(
          () =>
            !controller.signal.aborted && setAnswers((all) => ({ ...all, [field]: { value, code: null } })),
          (error: unknown) =>
            !controller.signal.aborted &&
            setAnswers((all) => ({ ...all, [field]: { value, code: failureCode(error) } })),
        );
      }
    }, CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return statuses;
}
