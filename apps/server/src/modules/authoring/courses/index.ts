/**
 * Authoring's courses: the course resource, a course's lessons (assign, unassign, order), and what the
 * other wizards check of a course.
 */
export { assignChapter } from './assign-chapter.ts';
export { courseResource } from './course-resource.ts';
export { findLiveChapter, nextChapterPosition } from './courses.repository.ts';
export { orderChapters } from './order-chapters.ts';
export { requireLiveCourse } from './require-live-course.ts';
export { unassignChapter } from './unassign-chapter.ts';
