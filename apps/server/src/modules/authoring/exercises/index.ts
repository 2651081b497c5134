/** Authoring's exercises: the exercise resource. */
export { exerciseResource } from './exercise-resource.ts';
