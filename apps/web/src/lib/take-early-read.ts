import { earlyReads } from './early-read';

/**
 * Reads `apiPath` through `read`, unless a start-up read of it (lib/early-read.ts) is under way or done:
 * then its answer, once. A start-up read that failed (an expired token, say) is asked again through
 * `read`.
 */
export async function takeEarlyRead<T>(apiPath: string, read: () => Promise<T>): Promise<T> {
  const early = earlyReads.get(apiPath);
  if (!early) return read();
  earlyReads.delete(apiPath);
  try {
    return (await early.request) as T;
  } catch {
    return read();
  }
}

/**
 * The answer of the start-up read of `apiPath` if it has arrived, once (for a query's `initialData`: the
 * screen's first render draws it); `undefined` when there is none or it is still under way.
 */
export function takeEarlyAnswer<T>(apiPath: string): T | undefined {
  const answer = earlyReads.get(apiPath)?.answer;
  if (!answer) return undefined;
  earlyReads.delete(apiPath);
  return answer.value as T;
}

/**
 * Resolves (never rejects) once the start-up read of `apiPath`, if there is one, has its answer or has
 * failed. The screen's route waits for it with its code (route-table.tsx), so that the screen is first
 * drawn with its content rather than a loader followed by the content.
 */
export async function earlyReadSettled(apiPath: string): Promise<void> {
  await earlyReads.get(apiPath)?.request.catch(() => undefined);
}
