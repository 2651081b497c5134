import { Box, Fieldset, TextInput } from '@mantine/core';
import { BLANK_MARKER } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { setBlank } from '../../model/answer-draft';
import { type InputProps, legendStyles } from './input-props';

/** The sentence with a text box in each blank. */
export function FillInBlankInput({
  exercise,
  answer,
  onChange,
  disabled,
  marks,
}: InputProps<'fill-in-blank'>) {
  const { t } = useTranslation('learning');
  const parts = exercise.text.split(BLANK_MARKER);
  return (
    <Fieldset variant="unstyled" legend={t('exercise.input.fill')} styles={legendStyles}>
      <Box lang="en" style={{ lineHeight: 2.6 }} fz="lg">
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>
            {part}
            {index < parts.length - 1 ? (
              <TextInput
                aria-label={t('exercise.input.blank', { n: index + 1 })}
                value={answer.blanks[index] ?? ''}
                onChange={(event) => onChange(setBlank(answer, index, event.currentTarget.value))}
                readOnly={disabled}
                error={marks && marks[index] === false}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                display="inline-block"
                w={150}
                mx={4}
                style={{ verticalAlign: 'middle' }}
              />
            ) : null}
          </span>
        ))}
      </Box>
    </Fieldset>
  );
}
