import type { TExerciseDefinition } from '@puente/shared';
import { HttpResponse, http } from 'msw';
import { type ApiCall, readCall, server } from '../../../../test/msw-server';

const COURSE_ID = '0190a0a0-0000-7000-8000-000000000001';
const LESSON_ID = '0190a0a0-0000-7000-8000-000000000002';
export const EXERCISE_ID = '0190a0a0-0000-7000-8000-000000000003';

type ModelStateEntry = { field: string; code: string };
const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
const stamp = '2026-01-01T00:00:00.000Z';
const authored = { version: 1, createdAt: stamp, updatedAt: stamp, deletedAt: null };

/**
 * The calls the exercise form makes, answered in memory: one course with one lesson, one stored
 * exercise, free instructions, and saves that answer `invalid` with the given ModelState (once) and
 * then succeed.
 */
export function fakeAuthoringServer(definition: TExerciseDefinition) {
  const calls: ApiCall[] = [];
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

  /** Records the call, then answers it. */
  const seen =
    (answer: (call: ApiCall) => Response) =>
    async ({ request }: { request: Request }) => {
      const call = await readCall(request);
      calls.push(call);
      return answer(call);
    };
  const save = seen(({ body }) => {
    const refusal = refusals.shift();
    if (refusal) {
      const ModelState = refusal.map((entry) => ({ ...entry, message: '' }));
      return json({ code: 'invalid', message: 'invalid', errorInfo: { ModelState } }, 400);
    }
    return json({ ...exercise, ...(body as object), version: exercise.version + 1 });
  });

  server.use(
    http.get(
      '/api/courses',
      seen(() => json({ items: [course], total: 1 })),
    ),
    http.get(
      '/api/chapters',
      seen(() => json({ items: [lesson], total: 1 })),
    ),
    http.get(
      `/api/exercises/${EXERCISE_ID}`,
      seen(() => json(exercise)),
    ),
    http.head(
      '/api/exercises/:field/check',
      seen(() => new HttpResponse(null, { status: 200 })),
    ),
    http.put('/api/exercises', save),
    http.post('/api/exercises', save),
  );

  return {
    calls,
    /** The next save answers 400 `invalid` with these field errors. */
    refuseNextSave: (entries: ModelStateEntry[]) => refusals.push(entries),
  };
}
