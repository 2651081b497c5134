/** Public entry of the authoring module (the staff wizards' resources): what other modules may use. */
export { chapterResource } from './chapter-resource.ts';
export { courseResource } from './course-resource.ts';
export { examResource } from './exam-resource.ts';
export { exerciseResource } from './exercise-resource.ts';
