import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { reviewQueryKeys } from '../api/review-query-keys';
import { useReviewQueue } from '../api/review-queue';
import { useReviewStats } from '../api/review-stats';
import { ReviewLessonsHeader } from '../components/review-lessons-header';
import { ReviewSession } from '../components/review-session';
import { ReviewStatsPanel } from '../components/review-stats-panel';
import { registerReviewsTexts } from '../reviews-texts';

/** /reviews — the student's review lessons by course, today's session of the one FSRS queue, and the figures. */
export default function ReviewsPage() {
  registerReviewsTexts();
  const { t } = useTranslation('reviews');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const queue = useReviewQueue();
  const stats = useReviewStats();
  // After a session (or a card rated in another tab) the queue and the figures are read again.
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.all() });
  }, [queryClient]);
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
                  <Alert color="green" title={t('session.empty')} data-testid="reviews-empty">
                    {t('session.emptyHint')}
                  </Alert>
                ) : (
                  <ReviewSession
                    key={data.cards.map((card) => `${card.id}:${card.version}`).join()}
                    cards={data.cards}
                    onFinished={reload}
                    onChanged={reload}
                  />
                )
              }
            </QueryState>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <QueryState query={stats}>{(data) => <ReviewStatsPanel stats={data} />}</QueryState>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
