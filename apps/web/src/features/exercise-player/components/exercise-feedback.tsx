import { Alert, List, Stack, Text } from '@mantine/core';
import type { TCheckResult, TPresentedExercise } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { correctAnswerView } from '../model/correct-answer-text';

/** The outcome of a check: right or wrong, the named mistakes, the right answer and the explanation. */
export function ExerciseFeedback({
  exercise,
  result,
}: {
  exercise: TPresentedExercise;
  result: TCheckResult;
}) {
  const { t } = useTranslation('learning');
  const answer = correctAnswerView(exercise, result.correctAnswer);
  return (
    <Alert
      color={result.correct ? 'teal' : 'red'}
      variant="light"
      title={result.correct ? t('feedback.correct') : t('feedback.incorrect', { score: result.score })}
      role="status"
      data-testid="exercise-feedback"
    >
      <Stack gap="sm">
        {result.feedback.length ? (
          <List size="sm" spacing={4}>
            {result.feedback.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : null}
        {result.correct ? null : (
          <div>
            <Text size="sm" fw={600}>
              {t('feedback.rightAnswer')}
            </Text>
            {answer.lines.map((line) => (
              <Text key={line} lang="en" data-testid="right-answer">
                {line}
              </Text>
            ))}
          </div>
        )}
        {answer.alsoAccepted.length ? (
          <Text size="sm">
            {t('feedback.alsoAccepted')} <span lang="en">{answer.alsoAccepted.join(' · ')}</span>
          </Text>
        ) : null}
        <div>
          <Text size="sm" fw={600}>
            {t('feedback.explanation')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {result.explanation}
          </Text>
        </div>
      </Stack>
    </Alert>
  );
}
