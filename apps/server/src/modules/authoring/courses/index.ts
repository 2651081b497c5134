/**
 * Authoring's courses: the course resource, a course's lessons (assign, unassign, order), and what the
 * other wizards check of a course.
 */
export { courseChapterRoutes } from './course-chapters.routes.ts';
export { courseResource } from './course-resource.ts';
export { courseTeacherRoutes } from './course-teachers.routes.ts';
export { findLiveChapter, nextChapterPosition } from './courses.repository.ts';
export { requireLiveCourse } from './require-live-course.ts';
export { requireTeaching, requireTeachingItem } from './require-teaching.ts';
