import { Badge, Group, Paper, Text } from '@mantine/core';
import type { TPresentedExercise } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useInstruction } from '../../../lib/use-localized';
import { ListenButton } from '../../speech';

/** The type, the instruction (in the interface language) and the English sentence (with a listen button) of an exercise. */
export function ExercisePrompt({
  exercise,
  number,
  inExam = false,
}: {
  exercise: TPresentedExercise;
  number?: number;
  /** Numbered as an exam question ("Pregunta 3") rather than an exercise. */
  inExam?: boolean;
}) {
  const { t } = useTranslation('learning');
  const instruction = useInstruction();
  return (
    <div>
      <Group gap="xs" mb={6}>
        {number !== undefined ? (
          <Text size="sm" c="dimmed" fw={600}>
            {t(inExam ? 'exam.questionLabel' : 'exercise.number', { n: number })}
          </Text>
        ) : null}
        <Badge variant="light" color="gray" size="sm">
          {t(`exercise.type.${exercise.type}`)}
        </Badge>
      </Group>
      <Text fw={600} size="lg" data-testid="exercise-prompt">
        {instruction(exercise)}
      </Text>
      {exercise.question ? (
        <Paper withBorder radius="md" p="sm" mt="sm" bg="teal.0">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text lang="en" size="lg" data-testid="exercise-question">
              {exercise.question}
            </Text>
            <ListenButton text={exercise.question} />
          </Group>
        </Paper>
      ) : null}
    </div>
  );
}
