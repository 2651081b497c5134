import { Alert, Button, Group, Text } from '@mantine/core';
import { lessonPassed, type TChapterView } from '@puente/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompleteChapter } from '../../../api/chapter-progress';
import { errorText } from '../../../lib/error-text';
import { useDrawnByServer } from '../../../lib/use-drawn-by-server';

/**
 * The lesson's score and completion, and the way to the previous and next lessons. A lesson with
 * exercises completes by its work: once the score reaches the course's pass percent it is marked
 * completed (the server checks the same rule); until then "Mark complete" says why it waits.
 */
export function LessonFooter({ lesson }: { lesson: TChapterView }) {
  const { t } = useTranslation('learning');
  const complete = useCompleteChapter();
  const drawnByServer = useDrawnByServer();
  const base = `/lessons/${lesson.courseId}`;
  const passed = lessonPassed(lesson.score, lesson.passPercent);
  const workDone = lesson.score !== null && passed && !lesson.completed;
  const { isIdle, mutate } = complete;
  useEffect(() => {
    if (workDone && isIdle) mutate(lesson.id);
  }, [workDone, isIdle, mutate, lesson.id]);
  const reasonId = `lesson-${lesson.id}-not-passed`;
  return (
    <div>
      {complete.isError ? (
        <Alert color="red" role="alert" mb="sm">
          {errorText(complete.error)}
        </Alert>
      ) : null}
      {lesson.score !== null ? (
        <Text size="sm" mb="xs" data-testid="lesson-score">
          {t('lesson.score', { score: lesson.score, passPercent: lesson.passPercent })}
        </Text>
      ) : null}
      {!passed && !lesson.completed ? (
        <Text size="sm" c="dimmed" mb="xs" id={reasonId}>
          {t('lesson.notPassed', { score: lesson.score ?? 0, passPercent: lesson.passPercent })}
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          {lesson.completed ? (
            <Button variant="default" disabled data-testid="lesson-completed">
              {t('lesson.completed')}
            </Button>
          ) : (
            <Button
              onClick={() => complete.mutate(lesson.id)}
              loading={complete.isPending}
              disabled={!passed || drawnByServer}
              aria-describedby={passed ? undefined : reasonId}
            >
              {t('lesson.markComplete')}
            </Button>
          )}
        </Group>
        <Group gap="sm">
          {lesson.previousLessonId ? (
            <Button component={Link} to={`${base}/${lesson.previousLessonId}`} variant="default">
              {t('lesson.previous')}
            </Button>
          ) : null}
          {lesson.nextLessonId ? (
            <Button
              component={Link}
              to={`${base}/${lesson.nextLessonId}`}
              variant={lesson.completed ? 'filled' : 'default'}
            >
              {t('lesson.next')}
            </Button>
          ) : (
            <Button component={Link} to={base} variant="default">
              {t('lesson.backToCourse')}
            </Button>
          )}
        </Group>
      </Group>
    </div>
  );
}
