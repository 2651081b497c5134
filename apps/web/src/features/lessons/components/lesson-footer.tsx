import { Alert, Button, Group } from '@mantine/core';
import type { TChapterView } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useCompleteChapter } from '../api/track-chapter';

/** "Mark complete" and the way to the previous and next lessons. */
export function LessonFooter({ lesson }: { lesson: TChapterView }) {
  const { t } = useTranslation('learning');
  const complete = useCompleteChapter();
  const base = `/lessons/${lesson.courseId}`;
  return (
    <div>
      {complete.isError ? (
        <Alert color="red" role="alert" mb="sm">
          {errorText(complete.error)}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          {lesson.completed ? (
            <Button variant="default" disabled data-testid="lesson-completed">
              {t('lesson.completed')}
            </Button>
          ) : (
            <Button onClick={() => complete.mutate(lesson.id)} loading={complete.isPending}>
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
