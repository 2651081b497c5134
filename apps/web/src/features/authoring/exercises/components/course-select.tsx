import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../../lib/use-localized';
import { useCourseItems } from '../api/authoring-clients';

/** A choice among the school's courses (published or not). */
export function CourseSelect({
  label,
  value,
  onChange,
  clearable,
  error,
}: {
  label: string;
  value: string;
  onChange: (courseId: string) => void;
  clearable?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('authoring');
  const localized = useLocalized();
  const courses = useCourseItems();
  return (
    <Select
      label={label}
      placeholder={t('select')}
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      data={(courses.data ?? []).map((course) => ({ value: course.id, label: localized(course.title) }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      error={error}
      clearButtonProps={{ 'aria-label': t('clear') }}
    />
  );
}
