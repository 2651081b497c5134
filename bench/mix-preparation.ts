/**
 * The mixed load's data: students copied from the demo student (who sign in with the demo password, as
 * anyone would), and what they open: the lessons of the courses the demo student sees, the single-choice
 * exercises with their options, and headwords of the imported dictionary to search.
 */
import { copyDemoStudents } from './cold-preparations.ts';
import type { MixShared } from './mix-generator.ts';
import type { BenchApi, BenchDb } from './scenario-types.ts';

export const DEMO_PASSWORD = 'Puente2026!';

/**
 * `count` students of the demo school, each a copy of the demo student with an account of their own
 * (copyDemoStudents), with the e-mails mix-1@escuela.test … and the demo student's password.
 */
export async function copyStudents(db: BenchDb, count: number): Promise<string[]> {
  await copyDemoStudents(db, count, 'mix');
  await db('analyze');
  return Array.from({ length: count }, (_, i) => `mix-${i + 1}@escuela.test`);
}

/** What the students open, read as the demo student sees it (and the dictionary from the database). */
export async function sharedData(api: BenchApi, db: BenchDb): Promise<MixShared> {
  const lessons: string[] = [];
  for (const course of await api<{ id: string }[]>('GET', '/api/courses')) {
    const detail = await api<{ lessons: { id: string }[] }>('GET', `/api/courses/${course.id}`);
    lessons.push(...detail.lessons.map((lesson) => lesson.id));
  }
  if (lessons.length === 0) throw new Error('the demo content has no lesson');
  const list = await api<{ id: string; type: string }[]>('GET', '/api/exercises');
  const exercises: MixShared['exercises'] = [];
  for (const { id } of list.filter((exercise) => exercise.type === 'single-choice').slice(0, 40)) {
    const detail = await api<{ options?: { id: string }[] }>('GET', `/api/exercises/${id}`);
    const options = (detail.options ?? []).map((option) => option.id);
    if (options.length > 0) exercises.push({ id, options });
  }
  if (exercises.length === 0) throw new Error('no single-choice exercise in the demo content');
  const rows = await db(
    `select headword from (select distinct headword from dictionary_entries
       where tenant_id is null and deleted_at is null and headword ~ '^[[:alpha:]][[:alpha:] ''-]*$') words
     order by md5(headword) limit 5000`,
  );
  const words = rows.map((row) => String(row.headword));
  if (words.length === 0) throw new Error('the dictionary is empty');
  return { lessons, exercises, words };
}
