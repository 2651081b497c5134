import { Container, EmptyState, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCourse, useCourses } from '../../../api/courses-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { useExercises } from '../api/exercises-query';
import { ExerciseFilters } from '../components/exercise-filters';
import { ExerciseGroups } from '../components/exercise-groups';

/** /exercises — exercises by course and lesson, with the student's status and best score. */
export default function ExercisesPage() {
  const { t } = useTranslation('learning');
  useDocumentTitle(t('exercises.title'));
  const courses = useCourses();
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('exercises.title')}</Title>
          <Text c="dimmed">{t('exercises.subtitle')}</Text>
        </div>
        <QueryState query={courses}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={t('courses.empty.title')} description={t('courses.empty.text')} />
            ) : (
              <CourseExercises defaultCourseId={list[0]!.id} courses={list} />
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}

function CourseExercises({
  defaultCourseId,
  courses,
}: {
  defaultCourseId: string;
  courses: Parameters<typeof ExerciseFilters>[0]['courses'];
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('courseId');
  const courseId = courses.some((course) => course.id === requested) ? requested! : defaultCourseId;
  const chapterId = params.get('chapterId') ?? '';
  const course = useCourse(courseId);
  const exercises = useExercises({ courseId, chapterId: chapterId || undefined });
  return (
    <Stack gap="lg">
      <ExerciseFilters
        courses={courses}
        course={course.data}
        courseId={courseId}
        chapterId={chapterId}
        onChange={(next) => setParams(next.chapterId ? next : { courseId: next.courseId }, { replace: true })}
      />
      <QueryState query={course}>
        {(detail) => (
          <QueryState query={exercises}>
            {(list) => <ExerciseGroups exercises={list} course={detail} />}
          </QueryState>
        )}
      </QueryState>
    </Stack>
  );
}
