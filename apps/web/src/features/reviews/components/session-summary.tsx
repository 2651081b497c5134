import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TReviewRating } from '@puente/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { intervalText } from './interval-text';

/** How many cards were rated each way in this visit. */
export type RatingTally = Record<TReviewRating, number>;

export const EMPTY_TALLY: RatingTally = { 1: 0, 2: 0, 3: 0, 4: 0 };

export const tallyTotal = (tally: RatingTally) => tally[1] + tally[2] + tally[3] + tally[4];

/**
 * The end of a session: the cards rated Again / Hard / Good / Easy and when the next card is due (as an
 * interval in the reader's language); the last rating can still be undone.
 */
export function SessionSummary({
  tally,
  nextDue,
  now,
  onUndo,
  undoBusy = false,
}: {
  tally: RatingTally;
  nextDue: string | null;
  now: Date;
  onUndo?: () => void;
  undoBusy?: boolean;
}) {
  const { t, i18n } = useTranslation('reviews');
  // Z undoes here too, as in the session (not while typing in a field).
  useEffect(() => {
    if (!onUndo) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName))
        return;
      if (event.key === 'z' || event.key === 'Z') onUndo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo]);
  const minutes = nextDue ? (new Date(nextDue).getTime() - now.getTime()) / 60_000 : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="session-summary"
      component="section"
      aria-labelledby="session-summary-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="session-summary-title">
          {t('summary.title')}
        </Title>
        <Text size="sm">{t('summary.rated', { count: tallyTotal(tally) })}</Text>
        <Group gap="xs" wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {([1, 2, 3, 4] as const).map((rating) => (
            <Paper key={rating} withBorder p="xs" radius="md" component="li" style={{ flex: '1 1 5rem' }}>
              <Text size="xs" c="dimmed" fw={700}>
                {t(`session.rating.${rating}`)}
              </Text>
              <Text size="lg" fw={700} data-testid={`summary-${rating}`}>
                {tally[rating]}
              </Text>
            </Paper>
          ))}
        </Group>
        <Text size="sm" data-testid="summary-next">
          {minutes === null
            ? t('summary.noneScheduled')
            : minutes < 1
              ? t('summary.nextNow')
              : t('summary.next', { interval: intervalText(minutes, t, i18n.language) })}
        </Text>
        {onUndo && (
          <Group>
            <Button size="xs" variant="light" onClick={onUndo} loading={undoBusy} aria-keyshortcuts="Z">
              {t('summary.undo')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
