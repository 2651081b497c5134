import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** An exercise or exam question as authored in the starter content (with its answers). */
export type AuthoredExercise = {
  key: string;
  type: 'single-choice' | 'multiple-choice' | 'fill-in-blank' | 'word-order' | 'matching' | 'listening';
  prompt: string;
  question?: string;
  explanation: string;
  options?: { text: string; correct: boolean }[];
  blanks?: { accepted: string[] }[];
  words?: string[];
  pairs?: { left: string; right: string }[];
  answerMode?: 'type' | 'choice';
  accepted?: string[];
};
type Chapter = { key: string; title: { es: string }; exercises: AuthoredExercise[] };
type Exam = { key: string; title: { es: string }; questions: AuthoredExercise[] };
type Course = { key: string; title: { es: string }; chapters: Chapter[]; exams: Exam[] };

const file = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/content/starter-content.json',
);

/** The starter content the demo database is seeded with: the spec knows the right answers from it. */
const starterContent = (): { courses: Course[] } => JSON.parse(readFileSync(file, 'utf8'));

export const a1Course = () => {
  const course = starterContent().courses.find((candidate) => candidate.key === 'ingles-basico-a1');
  if (!course) throw new Error('the starter content has no A1 course');
  return course;
};

/** The authored question a shown one comes from: same type, prompt and English sentence. */
export function findAuthored(
  candidates: AuthoredExercise[],
  shown: { prompt: string; question: string | null },
): AuthoredExercise {
  const found = candidates.find(
    (candidate) =>
      candidate.prompt.trim() === shown.prompt.trim() && (candidate.question ?? null) === shown.question,
  );
  if (!found) throw new Error(`no authored question for "${shown.prompt}"`);
  return found;
}
