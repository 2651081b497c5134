/** Whether the runtime knows each zone asked for (checking builds an `Intl.DateTimeFormat`: far more than remembering). */
const known = new Map<string, boolean>();

/** Whether the runtime knows a time zone's name (an empty or missing name is not one). */
export function isKnownZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  let answer = known.get(timeZone);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      answer = true;
    } catch {
      answer = false;
    }
    known.set(timeZone, answer);
  }
  return answer;
}

/** The zone if the runtime knows it, else UTC. */
export const zoneOrUtc = (timeZone: string | null | undefined): string =>
  isKnownZone(timeZone) ? timeZone : 'UTC';
