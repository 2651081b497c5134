import type { TCourseItem } from '@puente/shared';
import { ApiError } from '../../../../lib/api-client';
import { assignLesson, courses, orderLessons, unassignLesson } from '../api/course-wizard-clients';
import { type CourseFormValues, courseBody } from './course-form-values';
import { lessonChanges } from './lesson-changes';

/** The lesson calls' refusals, shown on the form's lesson list. */
const LESSON_CODES = new Set([
  'course.chapter-already-assigned',
  'course.chapter-not-assigned',
  'chapter.not-found',
  'duplicate',
  'invalid',
]);

/** A refusal of a lesson call as an 'invalid' answer on the `chapterIds` field. */
function onLessons(error: unknown): unknown {
  if (!(error instanceof ApiError) || !LESSON_CODES.has(error.code)) return error;
  const message = (error.body as { message?: string } | null)?.message ?? '';
  return new ApiError(error.status, 'invalid', {
    code: 'invalid',
    errorInfo: { ModelState: [{ field: 'chapterIds', code: error.code, message }] },
  });
}

/** Where a course's save stands between calls: the record as last stored (its id and version). */
export type SavedCourse = { id?: string; version?: number };

/**
 * Saves the course form: adds or edits the course (an edit with the version read, so a stale one is
 * refused), then unassigns, assigns and orders its lessons. `saved` follows every call, so a retry after a
 * refused lesson call goes on from what was stored. Answers the stored course.
 */
export async function saveCourse(values: CourseFormValues, saved: SavedCourse): Promise<TCourseItem> {
  const body = courseBody(values);
  const id = saved.id ?? values.id;
  let course: TCourseItem = id
    ? await courses.edit({ ...body, id, version: saved.version ?? values.version } as unknown as TCourseItem)
    : await courses.add(body);
  const remember = (item: TCourseItem) => {
    saved.id = item.id;
    saved.version = item.version;
    course = item;
  };
  remember(course);
  const changes = lessonChanges(course.chapterIds, values.chapterIds);
  try {
    for (const chapterId of changes.unassign) remember(await unassignLesson(course.id, chapterId));
    for (const chapterId of changes.assign) remember(await assignLesson(course.id, chapterId));
    if (changes.order) remember(await orderLessons(course.id, changes.order));
  } catch (error) {
    throw onLessons(error);
  }
  return course;
}
