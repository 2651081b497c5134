import { randomInt } from 'node:crypto';

/**
 * The questions one attempt draws from the pool: `drawCount` of them at random (all when null or not
 * fewer than the pool), in the exam's order. The caller stores the ids with the attempt, so resuming
 * on another device shows the same questions.
 */
export function drawQuestionIds(
  pool: { id: string; position: number }[],
  drawCount: number | null,
  pick: (below: number) => number = randomInt,
): string[] {
  const ordered = [...pool].sort((a, b) => a.position - b.position);
  if (drawCount === null || drawCount >= ordered.length) return ordered.map((question) => question.id);
  const remaining = [...ordered];
  const drawn = new Set<string>();
  while (drawn.size < drawCount) {
    const [question] = remaining.splice(pick(remaining.length), 1);
    drawn.add(question!.id);
  }
  return ordered.filter((question) => drawn.has(question.id)).map((question) => question.id);
}
