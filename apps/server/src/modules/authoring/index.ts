/** Public entry of the authoring module (the staff wizards' resources): what other modules may use. */
export { chapterResource } from './chapters/index.ts';
export { courseResource, requireTeaching } from './courses/index.ts';
export { examResource } from './exams/index.ts';
export { exerciseResource } from './exercises/index.ts';
