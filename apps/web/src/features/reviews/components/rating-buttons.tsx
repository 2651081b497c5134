import { Button, SimpleGrid, Text } from '@mantine/core';
import type { TReviewCard, TReviewRating } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { KeyHint } from '../../../ui/key-hint';
import { intervalText } from './interval-text';

// The colour is the outline's; the text stays dark, so it keeps a 4.5:1 contrast on white.
export const RATINGS: { rating: TReviewRating; key: 'again' | 'hard' | 'good' | 'easy'; color: string }[] = [
  { rating: 1, key: 'again', color: 'red' },
  { rating: 2, key: 'hard', color: 'orange' },
  { rating: 3, key: 'good', color: 'green' },
  { rating: 4, key: 'easy', color: 'blue' },
];

/** The four ratings, each with its key and the interval it gives (none in practice: nothing is rescheduled). */
export function RatingButtons({
  card,
  busy,
  practice,
  onRate,
}: {
  card: TReviewCard;
  busy: boolean;
  practice: boolean;
  onRate: (rating: TReviewRating) => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {RATINGS.map(({ rating, key, color }) => (
        // The visible text is the accessible name: "1 Again 1 min" (the key, the rating, the interval).
        <Button
          key={rating}
          color={color}
          variant="outline"
          disabled={busy}
          onClick={() => onRate(rating)}
          aria-keyshortcuts={String(rating)}
          styles={{
            label: { flexDirection: 'column', lineHeight: 1.2, color: 'var(--mantine-color-text)' },
          }}
          h="auto"
          py={6}
        >
          <span>
            <KeyHint>{rating}</KeyHint>
            {t(`session.rating.${rating}`)}
          </span>
          {!practice && (
            <Text span size="xs" c="inherit">
              {intervalText(card.intervals[key], t, i18n.language)}
            </Text>
          )}
        </Button>
      ))}
    </SimpleGrid>
  );
}
