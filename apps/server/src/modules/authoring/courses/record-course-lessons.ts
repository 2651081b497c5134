import type { DbOrTx } from '../../../db/database.ts';
import type { Chapter, Course } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { recordAdminAction } from '../../audit/index.ts';

/**
 * Records in the audit log, in the change's transaction, that a course's list of lessons changed: a lesson
 * added or taken off (by title), or the list put in a new order. The course is named by its title.
 */
export async function recordCourseLessons(
  tx: DbOrTx,
  actor: Actor,
  course: Course,
  change: { added: Chapter } | { removed: Chapter } | { reordered: true },
  at: Date,
) {
  const lesson = (chapter: Chapter) => ({ es: chapter.titleEs, en: chapter.titleEn });
  await recordAdminAction(tx, actor, {
    action: 'course.update',
    targetType: 'course',
    targetId: course.id,
    targetName: { es: course.titleEs, en: course.titleEn },
    after:
      'added' in change
        ? { lessonAdded: lesson(change.added) }
        : 'removed' in change
          ? { lessonRemoved: lesson(change.removed) }
          : { lessonsReordered: true },
    at,
  });
}
