import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { TReviewRating } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { undoRating } from '../api/rate-card';
import { reviewQueryKeys } from '../api/review-query-keys';
import { useReviewQueue } from '../api/review-queue';
import { useReviewStats } from '../api/review-stats';
import { ReviewLessonsHeader } from '../components/review-lessons-header';
import { type LastRating, ReviewSession } from '../components/review-session';
import { ReviewStatsPanel } from '../components/review-stats-panel';
import { EMPTY_TALLY, type RatingTally, SessionSummary, tallyTotal } from '../components/session-summary';
import { SuspendedCards } from '../components/suspended-cards';
import { registerReviewsTexts } from '../reviews-texts';

/**
 * /reviews — the student's review lessons by course, today's session of the one FSRS queue (its figures
 * follow every rating; a summary closes it), the figures and the suspended cards.
 */
export default function ReviewsPage() {
  registerReviewsTexts();
  const { t } = useTranslation('reviews');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const queue = useReviewQueue();
  const stats = useReviewStats();
  const [tally, setTally] = useState<RatingTally>(EMPTY_TALLY);
  // The rating that closed a batch: still undoable in the next batch or the summary.
  const [carry, setCarry] = useState<LastRating | null>(null);
  const refreshFigures = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.stats() });
    void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.suspended() });
  }, [queryClient]);
  // After a batch (or a card rated in another tab) the queue and the figures are read again.
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.all() });
  }, [queryClient]);
  const count = (rating: TReviewRating, by: number) => {
    setTally((current) => ({ ...current, [rating]: Math.max(0, current[rating] + by) }));
    refreshFigures();
  };
  const undoCarried = useMutation({
    mutationFn: (rated: LastRating) => undoRating(rated.card.id, rated.version),
    onSuccess: (response) => {
      setCarry(null);
      count(response.rating, -1);
      reload();
    },
  });
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <ReviewLessonsHeader />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <QueryState query={queue}>
              {(data) =>
                data.cards.length === 0 ? (
                  tallyTotal(tally) > 0 ? (
                    <Stack gap="xs">
                      <SessionSummary
                        tally={tally}
                        nextDue={data.nextDue}
                        now={new Date()}
                        undoBusy={undoCarried.isPending}
                        {...(carry ? { onUndo: () => undoCarried.mutate(carry) } : {})}
                      />
                      {undoCarried.isError && (
                        <Alert color="red" role="alert">
                          {errorText(undoCarried.error)}
                        </Alert>
                      )}
                    </Stack>
                  ) : (
                    <Alert color="green" title={t('session.empty')} data-testid="reviews-empty">
                      {t('session.emptyHint')}
                    </Alert>
                  )
                ) : (
                  <ReviewSession
                    key={data.cards.map((card) => `${card.id}:${card.version}`).join()}
                    cards={data.cards}
                    initialUndo={carry}
                    dueToday={stats.data?.dueToday ?? data.dueToday}
                    onRated={(rating) => {
                      setCarry(null);
                      count(rating, 1);
                    }}
                    onUndone={(rating) => {
                      setCarry(null);
                      count(rating, -1);
                    }}
                    onFinished={(last) => {
                      setCarry(last);
                      reload();
                    }}
                    onChanged={reload}
                  />
                )
              }
            </QueryState>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <QueryState query={stats}>{(data) => <ReviewStatsPanel stats={data} />}</QueryState>
              <SuspendedCards />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
