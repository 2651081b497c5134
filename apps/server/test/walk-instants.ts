/**
 * Instants every `stepMinutes` from `from` (included) to `to` (excluded), then the same ones back in time:
 * a walk for checking a function that remembers its last answer against a fresh reckoning.
 */
export function walkThereAndBack(from: string, to: string, stepMinutes: number): Date[] {
  const instants: Date[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += stepMinutes * 60_000) instants.push(new Date(t));
  return [...instants, ...instants.toReversed()];
}
