/** Authoring's lessons (chapters in the database): the chapter resource. */
export { chapterResource } from './chapter-resource.ts';
