import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toggleChoice } from '../answer-draft';
import type { InputProps } from './input-props';

/** Every right option, as a group of check boxes. */
export function MultipleChoiceInput({ exercise, answer, onChange, disabled }: InputProps<'multiple-choice'>) {
  const { t } = useTranslation('learning');
  return (
    <Checkbox.Group
      label={t('exercise.input.multiple')}
      value={answer.choices.map(String)}
      onChange={(values) => {
        const picked = new Set(values.map(Number));
        const next = exercise.options.reduce(
          (draft, option) => toggleChoice(draft, option.id, picked.has(option.id)),
          answer,
        );
        onChange(next);
      }}
      disabled={disabled}
    >
      <Stack gap="xs" mt="xs">
        {exercise.options.map((option) => (
          <Checkbox key={option.id} value={String(option.id)} label={option.text} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
