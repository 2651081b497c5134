/** A lesson's progress as "continue" reads it. */
export type LessonProgress = { chapterId: string; lastViewedAt: Date; completedAt: Date | null };

/**
 * Where "continue" takes the student in a course (lessons in their order): the first unfinished lesson
 * after the one completed last, or, past the end, the first unfinished one. Re-reading a finished lesson
 * moves nothing. With none completed yet, the lesson being read (viewed last). Null when every lesson is
 * done, or none was opened.
 */
export function resumeLessonId(lessons: { id: string }[], progress: LessonProgress[]): string | null {
  const byLesson = new Map(progress.map((row) => [row.chapterId, row]));
  const unfinished = (lesson: { id: string }) => !byLesson.get(lesson.id)?.completedAt;
  /** The position of the lesson whose `when` is latest, or -1 when none has one. */
  const latest = (when: (row: LessonProgress) => Date | null) => {
    let found = -1;
    let foundAt = Number.NEGATIVE_INFINITY;
    lessons.forEach((lesson, index) => {
      const row = byLesson.get(lesson.id);
      const time = row ? when(row)?.getTime() : undefined;
      if (time !== undefined && time > foundAt) [found, foundAt] = [index, time];
    });
    return found;
  };
  const lastCompleted = latest((row) => row.completedAt);
  const lastViewed = latest((row) => row.lastViewedAt);
  if (lastCompleted < 0) return lastViewed < 0 ? null : lessons[lastViewed]!.id;
  const next = lessons.slice(lastCompleted + 1).find(unfinished) ?? lessons.find(unfinished);
  return next?.id ?? null;
}
