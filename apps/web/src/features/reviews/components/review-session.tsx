import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Kbd,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TReviewCard, TReviewRating } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { ListenButton, playRecording, speakEnglish, useListenSource } from '../../speech';
import { rateCard } from '../api/rate-card';
import { intervalText } from './interval-text';

// The colour is the outline's; the text stays dark, so it keeps a 4.5:1 contrast on white.
const RATINGS: { rating: TReviewRating; key: 'again' | 'hard' | 'good' | 'easy'; color: string }[] = [
  { rating: 1, key: 'again', color: 'red' },
  { rating: 2, key: 'hard', color: 'orange' },
  { rating: 3, key: 'good', color: 'green' },
  { rating: 4, key: 'easy', color: 'blue' },
];

/** The card had been rated differently in another tab. */
const cardChanged = (error: unknown) => error instanceof ApiError && error.code === 'review.card-changed';

/** Keys typed into a field or on a control are theirs, not the session's. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

type Props = {
  cards: TReviewCard[];
  /** Every card was rated (the daily queue asks for more). */
  onFinished: () => void;
  /** A card had been rated differently in another tab: the caller reloads. */
  onChanged: () => void;
};

/**
 * A review session: the front of each card; Space (or the button) shows the answer; the four ratings
 * each show their next interval, keys 1–4. A listening card is read aloud when it appears.
 */
export function ReviewSession({ cards, onFinished, onChanged }: Props) {
  const { t, i18n } = useTranslation('reviews');
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const card = cards[index];

  // A listening card is heard as it appears: its recording when there is one, else the browser's voice.
  const source = useListenSource(card?.en ?? '');
  const sourceUrl = source?.kind === 'file' ? source.url : (source?.kind ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per card, when its sound is known
  useEffect(() => {
    if (card?.direction !== 'listening' || !source) return;
    if (source.kind === 'file') {
      void playRecording(source.url).then((played) => {
        if (!played) speakEnglish(card.en);
      });
    } else speakEnglish(card.en);
  }, [card, sourceUrl]);

  const saveRating = useMutation({
    mutationFn: (chosen: { card: TReviewCard; rating: TReviewRating }) =>
      rateCard(chosen.card.id, chosen.rating, chosen.card.version),
    onSuccess: () => {
      setRevealed(false);
      if (index + 1 >= cards.length) onFinished();
      else setIndex(index + 1);
    },
    onError: (error) => {
      if (cardChanged(error)) onChanged();
    },
  });
  const busy = saveRating.isPending;
  const failure = saveRating.error && !cardChanged(saveRating.error) ? errorText(saveRating.error) : null;
  const { mutate } = saveRating;

  const rate = useCallback(
    (chosen: TReviewRating) => {
      if (!card || busy) return;
      mutate({ card, rating: chosen });
    },
    [card, busy, mutate],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      if (event.key === ' ' || event.code === 'Space') {
        event.preventDefault();
        setRevealed(true);
        return;
      }
      const rating = RATINGS.find((item) => String(item.rating) === event.key);
      if (rating && revealed) {
        event.preventDefault();
        rate(rating.rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rate, revealed]);

  if (!card) return null;
  const listening = card.direction === 'listening';
  // Where the word cannot be heard at all, the card shows it rather than ask for the impossible.
  const showWord = !listening || revealed || source === null;
  return (
    <Stack gap="md" component="section" aria-label={t('session.title')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('session.progress', { current: index + 1, total: cards.length })}
        </Text>
        <Badge variant="light" color={listening ? 'grape' : 'blue'}>
          {t(`direction.${card.direction}`)}
        </Badge>
      </Group>
      <Progress value={(index / cards.length) * 100} size="sm" aria-hidden />
      <Card withBorder radius="md" padding="lg" data-testid="review-card">
        <Stack gap="sm" align="center" ta="center">
          <Text size="sm" c="dimmed">
            {listening ? t('session.listening') : t('session.recall')}
          </Text>
          {showWord && (
            <Title order={2} lang="en" data-testid="review-front">
              {card.en}
            </Title>
          )}
          {listening && <ListenButton text={card.en} label={t('session.listen')} />}
          {revealed ? (
            <Stack gap={4} align="center" data-testid="review-answer">
              <Text size="xl" fw={700} lang="es">
                {card.es}
              </Text>
              {card.example && (
                <Text size="sm" fs="italic" lang="en">
                  {card.example}
                </Text>
              )}
              {card.exampleEs && (
                <Text size="sm" c="dimmed" lang="es">
                  {card.exampleEs}
                </Text>
              )}
            </Stack>
          ) : (
            <Button onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
              {t('session.reveal')}
            </Button>
          )}
        </Stack>
      </Card>
      <Text size="sm" c="dimmed" ta="center">
        {revealed ? t('session.rateHint') : t('session.revealHint')}
      </Text>
      {revealed && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {RATINGS.map(({ rating, key, color }) => {
            const interval = intervalText(card.intervals[key], t, i18n.language);
            // The visible text is the accessible name: "1 Again 1 min" (the key, the rating, the interval).
            return (
              <Button
                key={rating}
                color={color}
                variant="outline"
                disabled={busy}
                onClick={() => rate(rating)}
                aria-keyshortcuts={String(rating)}
                styles={{
                  label: { flexDirection: 'column', lineHeight: 1.2, color: 'var(--mantine-color-text)' },
                }}
                h="auto"
                py={6}
              >
                <span>
                  <Kbd size="xs" mr={6}>
                    {rating}
                  </Kbd>
                  {t(`session.rating.${rating}`)}
                </span>
                <Text span size="xs" c="inherit">
                  {interval}
                </Text>
              </Button>
            );
          })}
        </SimpleGrid>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
