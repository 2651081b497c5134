import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { ZChapterEdit, ZChapterInput } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceMutations } from '../../../../lib/resource/resource-queries';
import { useLocalized } from '../../../../lib/use-localized';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import {
  type ChapterForStaff,
  chapterQuery,
  chapters,
  courseChoicesQuery,
} from '../api/course-wizard-clients';
import {
  type ChapterFormValues,
  chapterBody,
  emptyChapter,
  toChapterForm,
} from '../model/chapter-form-values';
import { StreamOriginField } from './stream-origin-field';
import { VocabularyField } from './vocabulary-field';

type Props = {
  id?: string;
  /** The wizard's kind of lesson: a new lesson starts with it. */
  viewMode: 'video' | 'audio';
  onClose: () => void;
};

/** The video or audio lesson form: titles, course, view mode, stream, explanation, transcript, words. */
export function ChapterForm({ id, viewMode, onClose }: Props) {
  const { t } = useTranslation('course-wizard');
  const text = useLocalized();
  const load = useQuery({ ...chapterQuery(id ?? ''), enabled: id !== undefined, select: toChapterForm });
  const choices = useQuery(courseChoicesQuery());
  const { add, edit } = useResourceMutations(chapters);
  // The title check names the lesson's course (titles are unique within a course); read when it runs.
  const courseId = useRef('');
  const check = (value: string, signal: AbortSignal) =>
    chapters.check(
      'title',
      value,
      { ...(courseId.current ? { courseId: courseId.current } : {}), ...(id ? { excludeId: id } : {}) },
      signal,
    );
  const courseOptions = (choices.data?.items ?? []).map((course) => ({
    value: course.id,
    label: text(course.title),
  }));

  return (
    <FormFrame<ChapterFormValues>
      variant="dialog"
      size="wide"
      title={t(id ? `lesson.edit.${viewMode}` : `lesson.new.${viewMode}`)}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={emptyChapter(viewMode)}
      schema={id ? ZChapterEdit : ZChapterInput}
      checks={{ 'title.es': check }}
      onSubmit={async (values) => {
        const body = chapterBody(values);
        const saved = id
          ? await edit.mutateAsync({ ...body, id, version: values.version } as never)
          : await add.mutateAsync(body);
        return toChapterForm(saved as unknown as ChapterForStaff);
      }}
      onClose={onClose}
    >
      {(form) => {
        courseId.current = form.form.values.courseId;
        return (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('form.titleEs')} withAsterisk {...form.inputProps('title.es')} />
              <TextInput label={t('form.titleEn')} withAsterisk {...form.inputProps('title.en')} />
              <Select
                label={t('lesson.course')}
                withAsterisk
                searchable
                clearable={!id}
                disabled={Boolean(id)}
                description={id ? t('lesson.courseFixed') : undefined}
                data={courseOptions}
                nothingFoundMessage={t('lesson.noCourse')}
                {...form.inputProps('courseId')}
                value={form.form.values.courseId || null}
                onChange={(value) => form.form.setFieldValue('courseId', value ?? '')}
              />
              <Select
                label={t('lesson.viewMode')}
                withAsterisk
                clearable
                data={(['video', 'audio', 'reading'] as const).map((mode) => ({
                  value: mode,
                  label: t(`lesson.mode.${mode}`),
                }))}
                {...form.inputProps('viewMode')}
                value={form.form.values.viewMode || null}
                onChange={(value) =>
                  form.form.setFieldValue('viewMode', (value ?? '') as ChapterFormValues['viewMode'])
                }
              />
            </SimpleGrid>
            <StreamOriginField form={form} />
            <Textarea label={t('lesson.body')} withAsterisk rows={3} {...form.inputProps('body')} />
            <Textarea
              label={t('lesson.transcript')}
              description={t(viewMode === 'audio' ? 'lesson.transcriptAudioHint' : 'lesson.transcriptHint')}
              rows={3}
              {...form.inputProps('transcript')}
            />
            <VocabularyField form={form} />
          </Stack>
        );
      }}
    </FormFrame>
  );
}
