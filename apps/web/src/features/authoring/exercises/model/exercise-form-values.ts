import { type TExerciseItem, ZExerciseInput } from '@puente/shared';
import { type DefinitionDraft, definitionOf, draftOf, emptyDraft } from './exercise-draft';

/** The exercise form's model: the course only narrows the lessons offered; the server reads the rest. */
export type ExerciseFormValues = {
  courseId: string;
  chapterId: string;
  definition: DefinitionDraft;
  id?: string;
  version?: number;
};

/** A new exercise, in the lesson the list is filtered by when there is one. */
export const newExercise = (courseId = '', chapterId = ''): ExerciseFormValues => ({
  courseId,
  chapterId,
  definition: emptyDraft('single-choice'),
});

/** The form's model of a stored exercise. */
export const exerciseFormValues = (item: TExerciseItem): ExerciseFormValues => ({
  id: item.id,
  version: item.version,
  courseId: item.courseId,
  chapterId: item.chapterId,
  definition: draftOf(item.definition),
});

/** What the route's schema reads (and the server is sent): POST body, or PUT body with id and version. */
export const exerciseSubmission = (values: ExerciseFormValues) => ({
  ...(values.id ? { id: values.id, version: values.version } : {}),
  chapterId: values.chapterId,
  definition: definitionOf(values.definition),
});

/** The shared schema of POST /api/exercises, which the form's values are checked with. */
export const exerciseSchema = ZExerciseInput;
