/**
 * The form typed answers are compared in: case, accents, curly apostrophes, extra spaces and a
 * final full stop, question or exclamation mark do not matter ("I’m  FINE." equals "i'm fine").
 */
export function normalizeAnswerText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[.!?¡¿]+$/u, '')
    .replace(/^[¡¿]+\s*/u, '')
    .trim();
}

/** True when a typed answer equals one of the accepted forms, tolerantly. */
export const matchesAnyAnswer = (given: string, accepted: readonly string[]): boolean => {
  const normalized = normalizeAnswerText(given);
  return normalized.length > 0 && accepted.some((answer) => normalizeAnswerText(answer) === normalized);
};
