import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { EXERCISE_TYPES, type TExerciseType } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../../../ui/form/use-schema-form';
import { emptyDraft } from '../../model/exercise-draft';
import type { ExerciseFormValues } from '../../model/exercise-form-values';
import { ChoicesEditor } from './choices-editor';
import { FillInBlankEditor } from './fill-in-blank-editor';
import { ListeningEditor } from './listening-editor';
import { MatchingEditor } from './matching-editor';
import { WordOrderEditor } from './word-order-editor';

/** The answers' editor of the draft's type. */
function AnswersEditor({ form }: { form: SchemaForm<ExerciseFormValues> }) {
  const draft = form.form.values.definition;
  switch (draft.type) {
    case 'single-choice':
    case 'multiple-choice':
      return (
        <ChoicesEditor
          form={form}
          path="definition.options"
          options={draft.options}
          single={draft.type === 'single-choice'}
          max={draft.type === 'single-choice' ? 8 : 10}
        />
      );
    case 'fill-in-blank':
      return <FillInBlankEditor form={form} draft={draft} />;
    case 'word-order':
      return <WordOrderEditor form={form} draft={draft} />;
    case 'matching':
      return <MatchingEditor form={form} draft={draft} />;
    case 'listening':
      return <ListeningEditor form={form} draft={draft} />;
  }
}

/**
 * An exercise's definition: its type (changing it keeps the instruction and the explanation), the
 * instruction in both languages, the English sentence, the explanation, and the answers of the type.
 */
export function DefinitionEditor({ form }: { form: SchemaForm<ExerciseFormValues> }) {
  const { t } = useTranslation(['authoring', 'learning']);
  const draft = form.form.values.definition;
  return (
    <Stack gap="sm">
      <Select
        label={t('exercise.type')}
        data={EXERCISE_TYPES.map((type) => ({ value: type, label: t(`learning:exercise.type.${type}`) }))}
        value={draft.type}
        allowDeselect={false}
        onChange={(type) => {
          if (type && type !== draft.type)
            form.form.setFieldValue('definition', emptyDraft(type as TExerciseType, draft));
        }}
      />
      <TextInput label={t('exercise.prompt')} {...form.inputProps('definition.prompt')} />
      <TextInput label={t('exercise.promptEn')} lang="en" {...form.inputProps('definition.promptEn')} />
      <TextInput label={t('exercise.question')} lang="en" {...form.inputProps('definition.question')} />
      <AnswersEditor form={form} />
      <Textarea
        label={t('exercise.explanation')}
        minRows={2}
        {...form.inputProps('definition.explanation')}
      />
    </Stack>
  );
}
