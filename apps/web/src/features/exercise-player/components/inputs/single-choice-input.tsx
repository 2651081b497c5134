import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './input-props';
import { OptionLabel } from './option-label';

type ChoiceItem = { id: number; text: string };

/** One option out of several, as a radio group (arrow keys move, Space picks). */
export function ChoiceRadioGroup({
  options,
  value,
  onPick,
  disabled,
  label,
  rightIds,
}: {
  options: ChoiceItem[];
  value: number | null | undefined;
  onPick: (id: number) => void;
  disabled?: boolean;
  label: string;
  /** Once checked: the right option(s). */
  rightIds?: number[];
}) {
  return (
    <Radio.Group
      label={label}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(next) => onPick(Number(next))}
      readOnly={disabled}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.id}
            value={String(option.id)}
            label={
              <OptionLabel
                text={option.text}
                right={rightIds ? rightIds.includes(option.id) : undefined}
                picked={value === option.id}
              />
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function SingleChoiceInput({
  exercise,
  answer,
  onChange,
  disabled,
  correct,
}: InputProps<'single-choice'>) {
  const { t } = useTranslation('learning');
  return (
    <ChoiceRadioGroup
      label={t('exercise.input.single')}
      options={exercise.options}
      value={answer.choice}
      onPick={(choice) => onChange({ ...answer, choice })}
      disabled={disabled}
      rightIds={correct?.type === 'single-choice' ? [correct.choice] : undefined}
    />
  );
}
