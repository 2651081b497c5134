import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countdownLevel, formatCountdown } from '../model/countdown';

const colors = { normal: 'teal.9', warning: 'orange.9', critical: 'red.9' } as const;

/** The time left of an attempt, as the server counts it. */
export function ExamTimer({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('learning');
  if (seconds === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('exam.noTimeLimit')}
      </Text>
    );
  }
  return (
    <Group gap={6} role="timer" aria-label={t('exam.timeLeft')} data-testid="exam-timer">
      <Text size="sm" c="dimmed" visibleFrom="xs">
        {t('exam.timeLeft')}
      </Text>
      <Badge size="xl" radius="sm" variant="outline" color={colors[countdownLevel(seconds)]} ff="monospace">
        {formatCountdown(seconds)}
      </Badge>
    </Group>
  );
}
