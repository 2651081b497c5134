import { Fieldset, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { ZCourseEdit, ZCourseInput } from '@puente/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMedia } from '../../../../api/media-query';
import { resourceKeys } from '../../../../api/query-keys';
import { uploadMediaFile } from '../../../../api/upload-media-file';
import { checkValue } from '../../../../lib/resource/resource-client';
import { useLocalized } from '../../../../lib/use-localized';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import { Icon } from '../../../../ui/icon';
import { MediaInput } from '../../../../ui/media-input/media-input';
import { courseQuery, courses } from '../api/course-wizard-clients';
import { type CourseFormValues, emptyCourse, lessonTitles, toCourseForm } from '../model/course-form-values';
import { type SavedCourse, saveCourse } from '../model/save-course';
import { CourseLessonsField } from './course-lessons-field';
import { CourseTeachingSummary } from './course-teaching-summary';

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

const BookIcon = () => (
  <Icon size={16}>
    <path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5zM4 19V5" />
  </Icon>
);

type Props = {
  /** The course to edit; a new one without it. */
  id?: string;
  /** A modal dialog, or a panel pinned into the right pin board. */
  variant: 'dialog' | 'panel';
  /** The presentation order a new course gets. */
  nextOrder?: number;
  onClose: () => void;
  /** Opens the co-teachers form of the course (its id and title). */
  onTeachers?: (id: string, name: string) => void;
};

/**
 * The course form: titles (a title in use is flagged while typing), language, level, presentation
 * order, descriptions, cover image, published, and the course's lessons assigned and ordered. An existing
 * course shows who teaches it; one the reader may not change (`teaching.mayEdit` false: a professor who
 * neither owns nor co-teaches it) opens read-only, with the reason and only Cancel.
 */
export function CourseForm({ id, variant, nextOrder = 1, onClose, onTeachers }: Props) {
  const { t } = useTranslation('course-wizard');
  const queryClient = useQueryClient();
  const text = useLocalized();
  const detail = useQuery({ ...courseQuery(id ?? ''), enabled: id !== undefined });
  const load = useQuery({
    ...courseQuery(id ?? ''),
    enabled: id !== undefined,
    select: (course) => toCourseForm(course) as CourseFormValues,
  });
  const saved = useRef<SavedCourse>({ id });
  const titles = lessonTitles(detail.data);
  const check = checkValue(courses, 'title', saved.current.id ? { excludeId: saved.current.id } : {});
  const teaching = detail.data?.teaching;
  const readOnly = teaching?.mayEdit === false;
  const title = t(readOnly ? 'form.view' : id ? 'form.edit' : 'form.new');
  const placement =
    variant === 'dialog'
      ? ({ variant: 'dialog', size: 'wide' } as const)
      : ({ variant: 'panel', side: 'right', icon: <BookIcon /> } as const);

  return (
    <FormFrame<CourseFormValues>
      {...placement}
      title={title}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      buttons={readOnly ? ['cancel'] : undefined}
      initialValues={emptyCourse(nextOrder)}
      schema={(values) => (values.id || saved.current.id ? ZCourseEdit : ZCourseInput)}
      schemaInput={(values) => ({ ...values, version: saved.current.version ?? values.version ?? 1 })}
      checks={{ 'title.es': check, 'title.en': check }}
      onSubmit={async (values) => {
        try {
          const course = await saveCourse(values, saved.current);
          return { ...toCourseForm(course), chapterIds: course.chapterIds };
        } finally {
          await queryClient.invalidateQueries({ queryKey: resourceKeys.of('/courses') });
          await queryClient.invalidateQueries({ queryKey: resourceKeys.of('/chapters') });
        }
      }}
      savedTitle={(course) => text(course.title)}
      savedText={(course) => t('form.saved', { title: text(course.title) })}
      onClose={onClose}
    >
      {(form) => (
        <Stack gap="sm">
          {teaching && detail.data ? (
            <CourseTeachingSummary
              teaching={teaching}
              onTeachers={onTeachers && (() => onTeachers(detail.data.id, text(detail.data.title)))}
            />
          ) : null}
          <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: variant === 'panel' ? 1 : 2 }} spacing="sm">
                <TextInput label={t('form.titleEs')} withAsterisk {...form.inputProps('title.es')} />
                <TextInput label={t('form.titleEn')} withAsterisk {...form.inputProps('title.en')} />
                <Select
                  label={t('form.locale')}
                  withAsterisk
                  data={[
                    { value: 'es', label: t('locale.es') },
                    { value: 'en', label: t('locale.en') },
                  ]}
                  allowDeselect={false}
                  {...form.inputProps('locale')}
                />
                <Select
                  label={t('form.level')}
                  withAsterisk
                  data={LEVELS}
                  allowDeselect={false}
                  {...form.inputProps('level')}
                />
                <NumberInput
                  label={t('form.order')}
                  description={t('form.orderHint')}
                  withAsterisk
                  min={1}
                  allowDecimal={false}
                  {...form.inputProps('order')}
                />
                <NumberInput
                  label={t('form.passPercent')}
                  description={t('form.passPercentHint')}
                  withAsterisk
                  min={1}
                  max={100}
                  suffix=" %"
                  allowDecimal={false}
                  {...form.inputProps('passPercent')}
                />
              </SimpleGrid>
              <Textarea label={t('form.descriptionEs')} withAsterisk {...form.inputProps('description.es')} />
              <Textarea label={t('form.descriptionEn')} withAsterisk {...form.inputProps('description.en')} />
              <MediaInput
                upload={uploadMediaFile}
                loadMedia={fetchMedia}
                label={t('form.cover')}
                accept={['image']}
                value={form.form.values.coverImage}
                onChange={(media) => form.form.setFieldValue('coverImage', media)}
                error={form.errorOf('coverImage')}
              />
              <Switch
                label={t('form.published')}
                description={t('form.publishedHint')}
                {...form.inputProps('published', { type: 'checkbox' })}
              />
              <CourseLessonsField
                value={form.form.values.chapterIds}
                onChange={(ids) => form.form.setFieldValue('chapterIds', ids)}
                titles={titles}
                error={form.errorOf('chapterIds')}
              />
            </Stack>
          </Fieldset>
        </Stack>
      )}
    </FormFrame>
  );
}
