import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toggleChoice } from '../../model/answer-draft';
import type { InputProps } from './input-props';
import { OptionLabel } from './option-label';

/** Every right option, as a group of check boxes. */
export function MultipleChoiceInput({
  exercise,
  answer,
  onChange,
  disabled,
  correct,
}: InputProps<'multiple-choice'>) {
  const { t } = useTranslation('learning');
  const rightIds = correct?.type === 'multiple-choice' ? correct.choices : undefined;
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
      readOnly={disabled}
    >
      <Stack gap="xs" mt="xs">
        {exercise.options.map((option) => (
          <Checkbox
            key={option.id}
            value={String(option.id)}
            label={
              <OptionLabel
                text={option.text}
                right={rightIds ? rightIds.includes(option.id) : undefined}
                picked={answer.choices.includes(option.id)}
              />
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
