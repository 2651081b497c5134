import { Fieldset, NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { matchOf, setMatch } from '../../model/answer-draft';
import { type InputProps, legendStyles } from './input-props';

/** One select per left item, listing the right items: fully usable with the keyboard. */
export function MatchingInput({ exercise, answer, onChange, disabled, marks }: InputProps<'matching'>) {
  const { t } = useTranslation('learning');
  const data = [
    { value: '', label: t('exercise.input.matchPlaceholder') },
    ...exercise.right.map((item) => ({ value: String(item.id), label: item.text })),
  ];
  return (
    <Fieldset variant="unstyled" legend={t('exercise.input.match')} styles={legendStyles}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {exercise.left.map((item, index) => {
          const chosen = matchOf(answer, item.id);
          return (
            <NativeSelect
              key={item.id}
              label={<span lang="en">{item.text}</span>}
              data={data}
              value={chosen === null ? '' : String(chosen)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange(setMatch(answer, item.id, value === '' ? null : Number(value)));
              }}
              disabled={disabled}
              error={marks && marks[index] === false}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
