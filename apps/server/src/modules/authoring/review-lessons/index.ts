/** Authoring's review lessons: the review lesson resource. */
export { reviewLessonResource } from './review-lesson-resource.ts';
