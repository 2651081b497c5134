import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { placeToken, removeTokenAt } from '../../model/answer-draft';
import type { InputProps } from './input-props';

/** Words as buttons: pressing one adds it to the sentence; pressing a word of the sentence takes it back. */
export function WordOrderInput({ exercise, answer, onChange, disabled, marks }: InputProps<'word-order'>) {
  const { t } = useTranslation('learning');
  const labelId = useId();
  const poolId = useId();
  const text = (id: number) => exercise.tokens.find((token) => token.id === id)?.text ?? '';
  const sentence = answer.order.map(text).join(' ');
  const pool = exercise.tokens.filter((token) => !answer.order.includes(token.id));
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {t('exercise.input.order')}
      </Text>
      {exercise.translation ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t('exercise.input.orderHint', { translation: exercise.translation })}
        </Text>
      ) : null}
      <Paper withBorder p="sm" mih={56} role="group" aria-labelledby={labelId} bg="gray.0">
        <Group gap="xs" lang="en">
          {answer.order.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('exercise.input.orderEmpty')}
            </Text>
          ) : null}
          {answer.order.map((id, position) => (
            <Button
              key={id}
              size="sm"
              color={marks && marks[position] === false ? 'red.9' : undefined}
              aria-label={t('exercise.input.orderRemove', { word: text(id), n: position + 1 })}
              onClick={() => onChange(removeTokenAt(answer, position))}
              disabled={disabled}
            >
              {text(id)}
            </Button>
          ))}
        </Group>
      </Paper>
      <Text id={poolId} size="sm" c="dimmed" mt="sm" mb={4}>
        {t('exercise.input.orderPool')}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={poolId} lang="en" mih={36}>
        {pool.map((token) => (
          <Button
            key={token.id}
            size="sm"
            variant="default"
            aria-label={t('exercise.input.orderAdd', { word: token.text })}
            onClick={() => onChange(placeToken(answer, token.id))}
            disabled={disabled}
          >
            {token.text}
          </Button>
        ))}
      </Group>
      {answer.order.length > 0 && !disabled ? (
        <Button size="xs" variant="subtle" mt="xs" onClick={() => onChange({ ...answer, order: [] })}>
          {t('exercise.input.orderClear')}
        </Button>
      ) : null}
      <VisuallyHidden aria-live="polite">
        {sentence ? `${t('exercise.input.orderSentence')}: ${sentence}` : ''}
      </VisuallyHidden>
    </div>
  );
}
