import { Grid, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceItemQuery, useResourceMutations } from '../../../../lib/resource/resource-queries';
import { useLocalized } from '../../../../lib/use-localized';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import { exercisesClient, useLessonItems } from '../api/authoring-clients';
import {
  type ExerciseFormValues,
  exerciseFormValues,
  exerciseSchema,
  exerciseSubmission,
  newExercise,
} from '../model/exercise-form-values';
import { CourseSelect } from './course-select';
import { DefinitionEditor } from './editors/definition-editor';
import { ExercisePreview } from './exercise-preview';

/** The course and lesson of an exercise: the lessons offered are the chosen course's. */
function PlaceFields({ form }: { form: Parameters<typeof DefinitionEditor>[0]['form'] }) {
  const { t } = useTranslation('authoring');
  const localized = useLocalized();
  const { courseId } = form.form.values;
  const lessons = useLessonItems(courseId || null);
  return (
    <Stack gap="sm">
      <CourseSelect
        label={t('exercise.course')}
        value={courseId}
        onChange={(id) => {
          form.form.setFieldValue('courseId', id);
          form.form.setFieldValue('chapterId', '');
        }}
      />
      <Select
        label={t('exercise.lesson')}
        placeholder={t('select')}
        searchable
        disabled={!courseId}
        data={(lessons.data ?? []).map((lesson) => ({ value: lesson.id, label: localized(lesson.title) }))}
        {...form.inputProps('chapterId')}
        value={form.form.values.chapterId || null}
        onChange={(id) => form.form.setFieldValue('chapterId', id ?? '')}
      />
    </Stack>
  );
}

/**
 * The exercise wizard's form (a wide dialog): the lesson, the definition with the answers of its type,
 * and a preview of what the student will see. The instruction is checked against the lesson's others
 * while typing; the server's field errors land on their inputs.
 */
export function ExerciseForm({
  id,
  courseId,
  chapterId,
  onClose,
}: {
  id?: string;
  /** A new exercise's course and lesson (the list's filter), when there is one. */
  courseId?: string;
  chapterId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const load = useQuery({
    ...resourceItemQuery(exercisesClient, id ?? ''),
    enabled: id !== undefined,
    select: exerciseFormValues,
  });
  const { add, edit } = useResourceMutations(exercisesClient);
  // The instruction is checked within the lesson chosen at the time (and may keep its own value).
  const place = useRef<{ chapterId: string; id?: string }>({ chapterId: '' });
  const messages = (failure: { code: string }) =>
    failure.code === 'chapter.not-found' ? t('exercise.chooseLesson') : undefined;
  return (
    <FormFrame<ExerciseFormValues>
      variant="dialog"
      size="extra-wide"
      title={t(id ? 'exercise.edit' : 'exercise.new')}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={newExercise(courseId, chapterId)}
      schema={exerciseSchema}
      schemaInput={exerciseSubmission}
      messages={messages}
      checks={{
        'definition.prompt': (value, signal) =>
          exercisesClient.check(
            'prompt',
            value,
            { chapterId: place.current.chapterId || undefined, id: place.current.id },
            signal,
          ),
      }}
      onSubmit={async (values) => {
        const body = exerciseSubmission(values);
        const saved = await (values.id ? edit.mutateAsync(body as never) : add.mutateAsync(body));
        return exerciseFormValues(saved as never);
      }}
      onClose={onClose}
    >
      {(form) => {
        place.current = { chapterId: form.form.values.chapterId, id: form.form.values.id };
        return (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="sm">
                <PlaceFields form={form} />
                <DefinitionEditor form={form} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              {/* The preview stays in view while the long form scrolls beside it. */}
              <div style={{ position: 'sticky', top: 64 }}>
                <ExercisePreview draft={form.form.values.definition} />
              </div>
            </Grid.Col>
          </Grid>
        );
      }}
    </FormFrame>
  );
}
