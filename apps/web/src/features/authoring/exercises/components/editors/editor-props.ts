import type { TExerciseType } from '@puente/shared';
import type { SchemaForm } from '../../../../../ui/form/use-schema-form';
import type { DraftOf } from '../../model/exercise-draft';
import type { ExerciseFormValues } from '../../model/exercise-form-values';

/** What each type's editor receives: the form and its draft of that type (at `definition`). */
export type EditorProps<T extends TExerciseType> = {
  form: SchemaForm<ExerciseFormValues>;
  draft: DraftOf<T>;
};
