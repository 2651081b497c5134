import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { TReviewCard, TReviewRating } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { KeyHint, keysOnlyClass } from '../../../ui/key-hint';
import { ListenButton, playRecording, SpeakingPractice, speakEnglish, useListenSource } from '../../speech';
import { rateCard, undoRating } from '../api/rate-card';
import { checkTypedAnswer, type TypedVerdict } from '../typed/check-typed-answer';
import { TypedAnswerForm, TypedAnswerResult } from '../typed/typed-answer';
import { RATINGS, RatingButtons } from './rating-buttons';

/** The card had been rated differently in another tab. */
const cardChanged = (error: unknown) => error instanceof ApiError && error.code === 'review.card-changed';

/** Keys typed into a field or on a control are theirs, not the session's. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The last rating, as undo needs it: the card as it was, the rating, and the version it left. */
export type LastRating = { card: TReviewCard; rating: TReviewRating; version: number };

type Props = {
  cards: TReviewCard[];
  /** Every card was rated (the daily queue asks for more), with the last rating (still undoable). */
  onFinished: (last: LastRating | null) => void;
  /** A card had been rated differently in another tab: the caller reloads. */
  onChanged: () => void;
  /** Practice only: the ratings reschedule nothing (and there is nothing to undo). */
  practice?: boolean;
  /** Each rating counted, and each one undone (the caller's tally and figures). */
  onRated?: (rating: TReviewRating) => void;
  onUndone?: (rating: TReviewRating) => void;
  /** The rating that ended the previous batch, still undoable here. */
  initialUndo?: LastRating | null;
  /** Words still due today ("Para hoy"), to say how the batch relates to them. */
  dueToday?: number | null;
};

/**
 * A review session: the front of each card; Space (or the button) shows the answer, or the answer is
 * typed and compared; the four ratings each show their next interval, keys 1–4; Z undoes the last rating.
 * A listening card is read aloud when it appears. A card that can be heard offers speaking practice
 * ("Grabar y comparar"): after the model and the student's recording, the ratings show for a self-rating.
 */
export function ReviewSession({
  cards,
  onFinished,
  onChanged,
  practice = false,
  onRated,
  onUndone,
  initialUndo = null,
  dueToday = null,
}: Props) {
  const { t } = useTranslation('reviews');
  const [items, setItems] = useState(cards);
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [typing, setTyping] = useState(false);
  const [verdict, setVerdict] = useState<TypedVerdict | null>(null);
  const [last, setLast] = useState<LastRating | null>(initialUndo);
  const card = items[index];

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

  const showCard = (next: number) => {
    setRevealed(false);
    setTyping(false);
    setVerdict(null);
    setIndex(next);
  };

  const saveRating = useMutation({
    mutationFn: (chosen: { card: TReviewCard; rating: TReviewRating }) =>
      rateCard(chosen.card.id, chosen.rating, chosen.card.version, practice),
    onSuccess: (response, chosen) => {
      const done = practice
        ? null
        : { card: chosen.card, rating: chosen.rating, version: response.card.version };
      if (done) setLast(done);
      if (response.applied) onRated?.(chosen.rating);
      if (index + 1 >= items.length) onFinished(done);
      else showCard(index + 1);
    },
    onError: (error) => {
      if (cardChanged(error)) onChanged();
    },
  });
  const undo = useMutation({
    mutationFn: (rated: LastRating) => undoRating(rated.card.id, rated.version),
    onSuccess: (response) => {
      setLast(null);
      onUndone?.(response.rating);
      const restored = response.card;
      if (items[index - 1]?.id === restored.id) {
        setItems(items.map((item, i) => (i === index - 1 ? restored : item)));
        showCard(index - 1);
      } else {
        // The card of a batch gone by: it is shown again now.
        setItems([
          ...items.slice(0, index),
          restored,
          ...items.slice(index).filter((item) => item.id !== restored.id),
        ]);
        showCard(index);
      }
    },
  });
  const busy = saveRating.isPending || undo.isPending;
  const failure = [saveRating.error, undo.error].find((error) => error && !cardChanged(error));
  const { mutate } = saveRating;
  const { mutate: undoLast } = undo;

  const rate = useCallback(
    (chosen: TReviewRating) => {
      if (!card || busy) return;
      mutate({ card, rating: chosen });
    },
    [card, busy, mutate],
  );
  const takeBack = useCallback(() => {
    if (last && !busy) undoLast(last);
  }, [last, busy, undoLast]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      if ((event.key === ' ' || event.code === 'Space') && !typing) {
        event.preventDefault();
        setRevealed(true);
        return;
      }
      if (event.key === 'z' || event.key === 'Z') {
        event.preventDefault();
        takeBack();
        return;
      }
      if (event.key === 'Enter' && verdict && revealed) {
        event.preventDefault();
        rate(verdict.suggested);
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
  }, [rate, takeBack, revealed, typing, verdict]);

  if (!card) return null;
  const listening = card.direction === 'listening';
  // Where the word cannot be heard at all, the card shows it rather than ask for the impossible.
  const showWord = !listening || revealed || source === null;
  // A recall card is answered in Spanish; a listening card by naming the English word.
  const expected = listening ? card.en : card.es;
  return (
    <Stack gap="md" component="section" aria-label={t('session.title')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('session.progress', { current: index + 1, total: items.length })}
        </Text>
        <Group gap={6}>
          {card.leech && (
            <Badge variant="light" color="red">
              {t('suspended.leech')}
            </Badge>
          )}
          <Badge variant="light" color={listening ? 'grape' : 'blue'}>
            {t(`direction.${card.direction}`)}
          </Badge>
        </Group>
      </Group>
      {dueToday !== null && !practice && (
        <Text size="xs" c="dimmed" data-testid="batch-note">
          {t('session.batchNote', { count: items.length, due: dueToday })}
        </Text>
      )}
      <Progress value={(index / items.length) * 100} size="sm" aria-hidden />
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
          {/* A card that can be heard can be said: record, compare with the model, then rate oneself. */}
          {source && !(typing && !revealed) ? (
            <SpeakingPractice key={card.id} text={card.en} rateHint onCompared={() => setRevealed(true)} />
          ) : null}
          {revealed ? (
            <Stack gap={4} align="center" data-testid="review-answer">
              {verdict && (
                <TypedAnswerResult verdict={verdict} busy={busy} onAccept={() => rate(verdict.suggested)} />
              )}
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
          ) : typing ? (
            <TypedAnswerForm
              lang={listening ? 'en' : 'es'}
              onCheck={(typed) => {
                setVerdict(checkTypedAnswer(typed, expected));
                setRevealed(true);
              }}
            />
          ) : (
            <Group gap="xs" justify="center">
              <Button onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
                {t('session.reveal')}
              </Button>
              <Button variant="light" onClick={() => setTyping(true)}>
                {t('typed.open')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {!typing || revealed ? (
        <Text size="sm" c="dimmed" ta="center" className={keysOnlyClass} data-testid="keys-hint">
          {revealed ? t('session.rateHint') : t('session.revealHint')}
        </Text>
      ) : null}
      {revealed && <RatingButtons card={card} busy={busy} practice={practice} onRate={rate} />}
      {last && !practice && (
        <Group justify="center">
          <Button variant="subtle" size="xs" onClick={takeBack} disabled={busy} aria-keyshortcuts="Z">
            <KeyHint>Z</KeyHint>
            {t('session.undo', { word: last.card.en, rating: t(`session.rating.${last.rating}`) })}
          </Button>
        </Group>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {errorText(failure)}
        </Alert>
      )}
    </Stack>
  );
}
