import { Stack, Text, Title } from '@mantine/core';
import type { TCourseDetail, TExerciseSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized';
import { ExerciseRow } from './exercise-row';

/** Exercises grouped under their lessons, in course order. */
export function ExerciseGroups({
  exercises,
  course,
}: {
  exercises: TExerciseSummary[];
  course: TCourseDetail;
}) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const groups = course.lessons
    .map((lesson) => ({ lesson, items: exercises.filter((exercise) => exercise.chapterId === lesson.id) }))
    .filter((group) => group.items.length > 0);
  if (groups.length === 0) return <Text c="dimmed">{t('exercises.empty')}</Text>;
  const correct = exercises.filter((exercise) => exercise.status === 'correct').length;
  return (
    <Stack gap="lg">
      <Text size="sm" fw={500}>
        {t('exercises.summary', { correct, total: exercises.length })}
      </Text>
      {groups.map(({ lesson, items }) => (
        <section key={lesson.id} aria-labelledby={`lesson-${lesson.id}`}>
          <Title order={2} size="h4" id={`lesson-${lesson.id}`} mb="xs">
            {t('lesson.heading', { n: lesson.position, title: text(lesson.title) })}
          </Title>
          <Stack gap="xs">
            {items.map((exercise, index) => (
              <ExerciseRow
                key={exercise.id}
                exercise={exercise}
                number={index + 1}
                lessonNumber={lesson.position}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
