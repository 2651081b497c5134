import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceItemQuery, useResourceMutations } from '../../../../lib/resource/resource-queries';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import { HorizontalSlider } from '../../../../ui/widgets/horizontal-slider';
import { TimeDurationPicker } from '../../../../ui/widgets/time-duration-picker';
import { examsClient } from '../api/authoring-clients';
import {
  type ExamFormValues,
  examFormValues,
  examSchema,
  examSubmission,
  newExam,
} from '../model/exam-form-values';
import { CourseSelect } from './course-select';
import { ExamQuestions } from './exam-questions';

/** The longest time limit an exam may have, in minutes (the server's rule). */
const MAX_TIME_LIMIT_MINUTES = 600;

/**
 * The exam form: the course, the title and description in both languages, the time limit (a duration,
 * empty for none), the pass mark (a slider) and the exercises in the exam, in order.
 */
export function ExamForm({ id, courseId, onClose }: { id?: string; courseId?: string; onClose: () => void }) {
  const { t } = useTranslation('authoring');
  const load = useQuery({
    ...resourceItemQuery(examsClient, id ?? ''),
    enabled: id !== undefined,
    select: examFormValues,
  });
  const { add, edit } = useResourceMutations(examsClient);
  const place = useRef<{ courseId: string; id?: string }>({ courseId: '' });
  return (
    <FormFrame<ExamFormValues>
      variant="dialog"
      size="wide"
      title={t(id ? 'exam.edit' : 'exam.new')}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={newExam(courseId)}
      schema={examSchema}
      schemaInput={examSubmission}
      messages={(failure) => (failure.code === 'course.empty-id' ? t('exam.chooseCourse') : undefined)}
      checks={{
        'title.es': (value, signal) =>
          examsClient.check(
            'title',
            value,
            { courseId: place.current.courseId || undefined, id: place.current.id },
            signal,
          ),
      }}
      onSubmit={async (values) => {
        const body = examSubmission(values);
        const saved = await (values.id ? edit.mutateAsync(body as never) : add.mutateAsync(body));
        return examFormValues(saved as never);
      }}
      onClose={onClose}
    >
      {(form) => {
        place.current = { courseId: form.form.values.courseId, id: form.form.values.id };
        const values = form.form.values;
        return (
          <Stack gap="sm">
            <CourseSelect
              label={t('exam.course')}
              value={values.courseId}
              error={form.errorOf('courseId')}
              onChange={(next) => {
                form.form.setFieldValue('courseId', next);
                if (next !== values.courseId) form.form.setFieldValue('questions', []);
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('exam.titleEs')} {...form.inputProps('title.es')} />
              <TextInput label={t('exam.titleEn')} lang="en" {...form.inputProps('title.en')} />
              <Textarea label={t('exam.descriptionEs')} minRows={2} {...form.inputProps('description.es')} />
              <Textarea
                label={t('exam.descriptionEn')}
                lang="en"
                minRows={2}
                {...form.inputProps('description.en')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TimeDurationPicker
                label={t('exam.timeLimit')}
                value={values.timeLimitMinutes}
                onChange={(minutes) =>
                  form.form.setFieldValue('timeLimitMinutes', minutes === 0 ? null : minutes)
                }
                max={MAX_TIME_LIMIT_MINUTES}
                nullable
                error={form.errorOf('timeLimitMinutes')}
              />
              <HorizontalSlider
                label={t('exam.passMark')}
                value={values.passMark}
                onChange={(mark) => form.form.setFieldValue('passMark', mark)}
                min={1}
                max={100}
                width={220}
                format={(mark) => `${mark} %`}
              />
            </SimpleGrid>
            <ExamQuestions form={form} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('exam.drawCount')}
                description={t('exam.drawCountHelp')}
                min={1}
                max={Math.max(1, values.questions.length)}
                allowDecimal={false}
                value={values.drawCount ?? ''}
                onChange={(value) =>
                  form.form.setFieldValue('drawCount', typeof value === 'number' ? value : null)
                }
                error={form.errorOf('drawCount')}
              />
              <NumberInput
                label={t('exam.retakeCooldownHours')}
                min={0}
                max={8760}
                allowDecimal={false}
                value={values.retakeCooldownHours}
                onChange={(value) =>
                  form.form.setFieldValue('retakeCooldownHours', typeof value === 'number' ? value : 0)
                }
                error={form.errorOf('retakeCooldownHours')}
              />
              <NumberInput
                label={t('exam.maxAttempts')}
                description={t('exam.maxAttemptsHelp')}
                min={1}
                max={100}
                allowDecimal={false}
                value={values.maxAttempts ?? ''}
                onChange={(value) =>
                  form.form.setFieldValue('maxAttempts', typeof value === 'number' ? value : null)
                }
                error={form.errorOf('maxAttempts')}
              />
            </SimpleGrid>
          </Stack>
        );
      }}
    </FormFrame>
  );
}
