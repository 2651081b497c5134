import { Anchor, Button, Container, Group, Stack, Title } from '@mantine/core';
import { lessonPassed, lessonScore } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCompleteChapter } from '../../../api/chapter-progress';
import { useCourse } from '../../../api/courses-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ExerciseRunner, ExerciseStanding } from '../../exercise-player';
import { useExercises } from '../api/exercises-query';

/** /exercises/:exerciseId — the exercise player, with the student's status and the way to the next one. */
export default function ExercisePage() {
  const { t } = useTranslation('learning');
  useDocumentTitle(t('exercises.playerTitle'));
  const { exerciseId = '' } = useParams();
  const all = useExercises();
  const summary = all.data?.find((exercise) => exercise.id === exerciseId);
  const siblings = all.data?.filter((exercise) => exercise.chapterId === summary?.chapterId) ?? [];
  const index = siblings.findIndex((exercise) => exercise.id === exerciseId);
  const next = index >= 0 ? siblings[index + 1] : undefined;
  const course = useCourse(summary?.courseId ?? null);
  const lessons = course.data?.lessons ?? [];
  const lessonIndex = lessons.findIndex((lesson) => lesson.id === summary?.chapterId);
  const nextLesson = lessonIndex >= 0 ? lessons[lessonIndex + 1] : undefined;
  const complete = useCompleteChapter();
  const navigate = useNavigate();
  // After the lesson's last exercise the way goes on to the next lesson; the lesson the student leaves is
  // completed on the way when its score reaches the course's pass percent (the server checks it too).
  const goToNextLesson = async () => {
    if (!summary || !nextLesson || !course.data) return;
    const done = lessons[lessonIndex]?.completed ?? false;
    if (!done && lessonPassed(lessonScore(siblings), course.data.passPercent)) {
      await complete.mutateAsync(summary.chapterId).catch(() => undefined);
    }
    void navigate(`/lessons/${summary.courseId}/${nextLesson.id}`);
  };
  const back = summary
    ? `/exercises?courseId=${summary.courseId}&chapterId=${summary.chapterId}`
    : '/exercises';
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          ← {t('exercises.backToList')}
        </Anchor>
        <Group justify="space-between" align="center">
          <Title order={1}>{t('exercises.playerTitle')}</Title>
          {summary ? <ExerciseStanding summary={summary} /> : null}
        </Group>
        <ExerciseRunner
          key={exerciseId}
          exerciseId={exerciseId}
          number={index >= 0 ? index + 1 : undefined}
        />
        <Group justify="flex-end">
          {next ? (
            <Button component={Link} to={`/exercises/${next.id}`} variant="default">
              {t('exercises.next')}
            </Button>
          ) : nextLesson ? (
            <Button onClick={() => void goToNextLesson()} loading={complete.isPending}>
              {t('exercises.nextLesson')}
            </Button>
          ) : (
            <Button component={Link} to={back} variant="default">
              {t('exercises.backToList')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
