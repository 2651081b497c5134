import type { TReviewRating } from '@puente/shared';
import { normalizeAnswerText } from '@puente/shared';
import { diffChars } from 'diff';
import { distance } from 'fastest-levenshtein';

/** One stretch of the comparison: right, typed but not in the answer, or in the answer but not typed. */
type AnswerPart = { kind: 'same' | 'extra' | 'missing'; text: string };

export type TypedVerdict = {
  /** exact; accents (right but for accents); typo (within the tolerance); wrong. */
  kind: 'exact' | 'accents' | 'typo' | 'wrong';
  /** The accepted form closest to what was typed. */
  answer: string;
  /** What was typed against that answer, character by character (case kept as typed). */
  parts: AnswerPart[];
  /** The rating offered: Good when right (accents aside), Hard with a typo, Again otherwise. */
  suggested: TReviewRating;
};

/** The edits forgiven: one for short words, then one more every 5 letters (on the folded answer). */
export const allowedEdits = (answer: string) =>
  Math.max(1, Math.floor(normalizeAnswerText(answer).length / 5));

/** Case, spaces and the final stop folded, accents kept (to tell an accent slip from an exact answer). */
const caseFolded = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[.!?¡¿]+$/u, '');

/** The accepted forms of a card's answer: "casa, hogar" or "casa / hogar" accept either. */
const acceptedForms = (answer: string) =>
  answer
    .split(/[,;/]/)
    .map((form) => form.trim())
    .filter((form) => form.length > 0);

/**
 * Compares a typed answer with a card's answer as Anki's "type in the answer" does, but kinder: case,
 * accents and spacing do not make it wrong, a slip within `allowedEdits` is a typo, and the parts show
 * what differs.
 */
export function checkTypedAnswer(typed: string, answer: string): TypedVerdict {
  const forms = acceptedForms(answer);
  const folded = normalizeAnswerText(typed);
  const scored = (forms.length > 0 ? forms : [answer]).map((form) => ({
    form,
    edits: distance(folded, normalizeAnswerText(form)),
  }));
  const best = scored.reduce((a, b) => (b.edits < a.edits ? b : a));
  const kind: TypedVerdict['kind'] =
    folded.length === 0
      ? 'wrong'
      : best.edits === 0
        ? caseFolded(typed) === caseFolded(best.form)
          ? 'exact'
          : 'accents'
        : best.edits <= allowedEdits(best.form)
          ? 'typo'
          : 'wrong';
  const parts = diffChars(caseFolded(typed), caseFolded(best.form)).map(
    (change): AnswerPart => ({
      kind: change.added ? 'missing' : change.removed ? 'extra' : 'same',
      text: change.value,
    }),
  );
  return {
    kind,
    answer: best.form,
    parts,
    suggested: kind === 'wrong' ? 1 : kind === 'typo' ? 2 : 3,
  };
}
