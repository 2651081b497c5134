import { SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../../../api/class-options-query';
import { ClassSelect } from '../../../ui/widgets/class-select';

/** Whose activity a learning report counts: one class's students (or every student), and the staff too. */
export type LearnersValue = { classId: string | null; includeStaff: boolean };

/**
 * The learning reports' "whose activity" filters (decisions 0141, 0151): the class (of those the reader
 * may read) and the "Include staff" switch; students only by default.
 */
export function LearnersFilter({
  value,
  onChange,
}: {
  value: LearnersValue;
  onChange: (value: LearnersValue) => void;
}) {
  const { t } = useTranslation('reports');
  const classes = useClassOptions();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      <ClassSelect
        classes={classes.data?.items ?? []}
        value={value.classId}
        onChange={(classId) => onChange({ ...value, classId })}
      />
      <Switch
        mt={{ xs: 'lg' }}
        label={t('filters.includeStaff')}
        description={t('filters.includeStaffHint')}
        checked={value.includeStaff}
        onChange={(event) => onChange({ ...value, includeStaff: event.currentTarget.checked })}
      />
    </SimpleGrid>
  );
}
