import type { TExerciseDefinition } from '@puente/shared';
import { answerFetch } from '../../../../test/msw-server';

const COURSE_ID = '0190a0a0-0000-7000-8000-000000000001';
const LESSON_ID = '0190a0a0-0000-7000-8000-000000000002';
export const EXERCISE_ID = '0190a0a0-0000-7000-8000-000000000003';

type ModelStateEntry = { field: string; code: string };
type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const stamp = '2026-01-01T00:00:00.000Z';
const authored = { version: 1, createdAt: stamp, updatedAt: stamp, deletedAt: null };

/**
 * The calls the exercise form makes, answered in memory: one course with one lesson, one stored
 * exercise, free instructions, and saves that answer `invalid` with the given ModelState (once) and
 * then succeed.
 */
export function fakeAuthoringServer(definition: TExerciseDefinition) {
  const calls: Call[] = [];
  const refusals: ModelStateEntry[][] = [];
  const exercise = {
    ...authored,
    id: EXERCISE_ID,
    key: 'x',
    courseId: COURSE_ID,
    chapterId: LESSON_ID,
    position: 1,
    type: definition.type,
    definition,
  };
  const title = { es: 'Saludos', en: 'Greetings' };
  const course = { ...authored, id: COURSE_ID, key: 'c', title, description: title, level: 'A1' };
  const lesson = {
    ...authored,
    id: LESSON_ID,
    key: 'l',
    courseId: COURSE_ID,
    position: 1,
    title,
    vocabulary: [],
  };

  const handle = (method: string, path: string, body: unknown) => {
    if (method === 'GET' && path === '/courses') return json({ items: [course], total: 1 });
    if (method === 'GET' && path === '/chapters') return json({ items: [lesson], total: 1 });
    if (method === 'GET' && path === `/exercises/${EXERCISE_ID}`) return json(exercise);
    if (method === 'HEAD') return new Response(null, { status: 200 });
    if (method === 'PUT' || method === 'POST') {
      const refusal = refusals.shift();
      if (refusal) {
        const ModelState = refusal.map((entry) => ({ ...entry, message: '' }));
        return json({ code: 'invalid', message: 'invalid', errorInfo: { ModelState } }, 400);
      }
      return json({ ...exercise, ...(body as object), version: exercise.version + 1 });
    }
    return json({ code: 'system.not-found', message: 'not found' }, 404);
  };

  answerFetch(async (input, init) => {
    const address = new URL(input, 'http://localhost');
    const path = address.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, query: address.searchParams, body });
    return handle(method, path, body);
  });

  return {
    calls,
    /** The next save answers 400 `invalid` with these field errors. */
    refuseNextSave: (entries: ModelStateEntry[]) => refusals.push(entries),
  };
}
