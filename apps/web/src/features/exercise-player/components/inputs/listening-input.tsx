import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListenButton, useListenSource } from '../../../speech';
import type { InputProps } from './input-props';
import { ChoiceRadioGroup } from './single-choice-input';

/** Plays the English text (its recording or the browser's voice); the student types what they heard or picks an option. */
export function ListeningInput({ exercise, answer, onChange, disabled, correct }: InputProps<'listening'>) {
  const { t } = useTranslation('learning');
  const [shown, setShown] = useState(false);
  const source = useListenSource(exercise.speak);
  return (
    <div>
      {source === undefined ? null : source ? (
        <Group gap="xs" mb="sm">
          <ListenButton text={exercise.speak} label={t('exercise.listen.play')} size="sm" />
          <ListenButton text={exercise.speak} label={t('exercise.listen.slow')} slow size="sm" />
        </Group>
      ) : (
        <Alert color="gray" mb="sm" title={t('exercise.listen.unavailable')}>
          {shown ? (
            <Text lang="en" fw={500}>
              {exercise.speak}
            </Text>
          ) : (
            <Button size="xs" variant="default" onClick={() => setShown(true)}>
              {t('exercise.listen.showText')}
            </Button>
          )}
        </Alert>
      )}
      {exercise.answerMode === 'type' ? (
        <TextInput
          label={t('exercise.input.listenType')}
          value={answer.text ?? ''}
          onChange={(event) => onChange({ type: 'listening', text: event.currentTarget.value })}
          readOnly={disabled}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          lang="en"
        />
      ) : (
        <ChoiceRadioGroup
          label={t('exercise.input.listenChoice')}
          options={exercise.options ?? []}
          value={answer.choice}
          onPick={(choice) => onChange({ type: 'listening', choice })}
          disabled={disabled}
          rightIds={correct?.type === 'listening' && correct.choice !== null ? [correct.choice] : undefined}
        />
      )}
    </div>
  );
}
