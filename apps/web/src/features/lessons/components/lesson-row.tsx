import { Group, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { TLessonSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/use-localized';
import { StatusBadge, type StatusTone } from '../../../ui/status-badge';

const tones: Record<'completed' | 'viewed' | 'new', StatusTone> = {
  completed: 'success',
  viewed: 'info',
  new: 'neutral',
};

/** One lesson of a course: its number (or a check mark once completed), title, kind and exercises. */
export function LessonRow({ lesson, courseId }: { lesson: TLessonSummary; courseId: string }) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const state = lesson.completed ? 'completed' : lesson.viewed ? 'viewed' : 'new';
  return (
    <UnstyledButton
      component={Link}
      to={`/lessons/${courseId}/${lesson.id}`}
      data-testid="lesson-row"
      data-state={state}
      style={{ display: 'block' }}
    >
      <Paper withBorder radius="md" p="sm">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon
            size={36}
            radius="xl"
            color={lesson.completed ? 'teal.9' : 'gray.7'}
            variant={lesson.completed ? 'filled' : 'outline'}
            aria-hidden="true"
          >
            {lesson.completed ? '✓' : lesson.position}
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{text(lesson.title)}</Text>
            <Text size="sm" c="dimmed">
              {t(`viewMode.${lesson.viewMode}`)} ·{' '}
              {t('lessons.exerciseCount', { count: lesson.exerciseCount })}
            </Text>
          </div>
          <StatusBadge tone={tones[state]} visibleFrom="xs">
            {t(`lessons.state.${state}`)}
          </StatusBadge>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
