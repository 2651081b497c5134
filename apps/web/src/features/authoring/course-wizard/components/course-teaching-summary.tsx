import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCourseTeaching } from '@puente/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The course form's "Course teachers" section: its owner and co-teachers, a button to the co-teachers
 * form (to change them, or to read them), and, for a course the reader does not teach, why it is read-only.
 */
export function CourseTeachingSummary({
  teaching,
  onTeachers,
}: {
  teaching: TCourseTeaching;
  /** Opens the co-teachers form; no button without it. */
  onTeachers?: () => void;
}) {
  const { t } = useTranslation('course-wizard');
  const headingId = useId();
  const names = teaching.teachers.map((teacher) => teacher.name).join(', ');
  return (
    <Stack gap="xs">
      {teaching.mayEdit ? null : (
        <Alert color="teal" role="note" title={t('readOnly.title')}>
          {t('readOnly.reason')}
        </Alert>
      )}
      <Paper component="section" withBorder p="sm" aria-labelledby={headingId}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h5" id={headingId}>
              {t('teachers.section')}
            </Title>
            <Text size="sm">
              {t('teachers.owner')}: {teaching.owner?.name || t('teachers.noOwner')}
            </Text>
            <Text size="sm">
              {t('teachers.coTeachers')}: {names || t('teachers.none')}
            </Text>
          </Stack>
          {onTeachers ? (
            <Button size="xs" variant="default" onClick={onTeachers}>
              {t(teaching.mayManageTeachers ? 'teachers.manage' : 'teachers.view')}
            </Button>
          ) : null}
        </Group>
      </Paper>
    </Stack>
  );
}
