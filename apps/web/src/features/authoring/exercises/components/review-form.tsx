import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceItemQuery, useResourceMutations } from '../../../../lib/resource/resource-queries';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import { reviewLessonsClient } from '../api/authoring-clients';
import {
  newReview,
  type ReviewFormValues,
  reviewFormValues,
  reviewSchema,
  reviewSubmission,
} from '../model/review-form-values';
import { CourseSelect } from './course-select';
import { ReviewWords } from './review-words';

/** A review lesson: a course, a title in both languages and vocabulary chosen from the course's lessons. */
export function ReviewForm({
  id,
  courseId,
  onClose,
}: {
  id?: string;
  courseId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const load = useQuery({
    ...resourceItemQuery(reviewLessonsClient, id ?? ''),
    enabled: id !== undefined,
    select: reviewFormValues,
  });
  const { add, edit } = useResourceMutations(reviewLessonsClient);
  const place = useRef<{ courseId: string; id?: string }>({ courseId: '' });
  return (
    <FormFrame<ReviewFormValues>
      variant="dialog"
      size="two-column"
      title={t(id ? 'review.edit' : 'review.new')}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={newReview(courseId)}
      schema={reviewSchema}
      schemaInput={reviewSubmission}
      messages={(failure) => (failure.code === 'course.empty-id' ? t('exam.chooseCourse') : undefined)}
      checks={{
        'title.es': (value, signal) =>
          reviewLessonsClient.check(
            'title',
            value,
            { courseId: place.current.courseId || undefined, id: place.current.id },
            signal,
          ),
      }}
      onSubmit={async (values) => {
        const body = reviewSubmission(values);
        const saved = await (values.id ? edit.mutateAsync(body as never) : add.mutateAsync(body));
        return reviewFormValues(saved as never);
      }}
      onClose={onClose}
    >
      {(form) => {
        place.current = { courseId: form.form.values.courseId, id: form.form.values.id };
        const { courseId: chosen } = form.form.values;
        return (
          <Stack gap="sm">
            <CourseSelect
              label={t('review.course')}
              value={chosen}
              error={form.errorOf('courseId')}
              onChange={(next) => {
                form.form.setFieldValue('courseId', next);
                if (next !== chosen) form.form.setFieldValue('words', []);
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('review.titleEs')} {...form.inputProps('title.es')} />
              <TextInput label={t('review.titleEn')} lang="en" {...form.inputProps('title.en')} />
            </SimpleGrid>
            <ReviewWords form={form} />
          </Stack>
        );
      }}
    </FormFrame>
  );
}
