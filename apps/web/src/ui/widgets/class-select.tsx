import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A class the reader may filter by: its id and name. */
export type ClassOption = { id: string; name: string };

/**
 * The class filter of the staff screens (dashboard, learning reports, tutoring): the classes the reader may
 * read (all of them for an administrator, the ones they teach for a professor: the caller passes the
 * server's list), or none chosen for the whole school. Shows nothing while there is no class to choose.
 */
export function ClassSelect({
  classes,
  value,
  onChange,
}: {
  classes: ClassOption[];
  value: string | null;
  onChange: (classId: string | null) => void;
}) {
  const { t } = useTranslation('widgets');
  if (classes.length === 0 && value === null) return null;
  return (
    <Select
      label={t('classSelect.label')}
      placeholder={t('classSelect.all')}
      clearable
      clearButtonProps={{ 'aria-label': t('classSelect.clear') }}
      searchable
      value={value}
      onChange={(classId) => onChange(classId || null)}
      data={classes.map((option) => ({ value: option.id, label: option.name }))}
      nothingFoundMessage={t('multiSelect.nothingFound')}
    />
  );
}
