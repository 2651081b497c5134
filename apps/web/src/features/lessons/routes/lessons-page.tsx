import { Alert, Button, Container, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import type { TCourseDetail } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCourse } from '../../../api/courses-query';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { CefrBadge } from '../../../ui/cefr-badge';
import { QueryState } from '../../../ui/query-state';
import { useEnrollCourse } from '../api/enroll-course';
import { LessonRow } from '../components/lesson-row';

/** /lessons/:courseId — the course's lessons with completion marks, and its exams. */
export default function LessonsPage() {
  const { courseId = '' } = useParams();
  const query = useCourse(courseId);
  const { t } = useTranslation('learning');
  const text = useLocalized();
  useDocumentTitle(query.data ? text(query.data.title) : t('courses.title'));
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <QueryState query={query}>{(course) => <CourseLessons course={course} />}</QueryState>
    </Container>
  );
}

function CourseLessons({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const enroll = useEnrollCourse();
  const resume = course.resumeLessonId ?? course.lessons.find((lesson) => !lesson.completed)?.id;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="sm">
          <CefrBadge level={course.level} />
          <Title order={1}>{text(course.title)}</Title>
        </Group>
        <Text c="dimmed">{text(course.description)}</Text>
        <Group justify="space-between" mt="xs">
          <Text size="sm">
            {t('courses.lessonsDone', { done: course.completedLessons, total: course.lessonCount })}
          </Text>
          <Text size="sm" fw={600}>
            {course.progress} %
          </Text>
        </Group>
        <Progress
          value={course.progress}
          aria-label={t('courses.progressOf', { title: text(course.title) })}
        />
        <Group gap="sm" mt="xs">
          {resume ? (
            <Button component={Link} to={`/lessons/${course.id}/${resume}`}>
              {course.lastLessonId ? t('courses.continue') : t('courses.start')}
            </Button>
          ) : null}
          {course.lessons.some((lesson) => lesson.viewMode === 'audio') ? (
            <Button component={Link} to={`/mp3-course/${course.id}`} variant="light">
              {t('lessons.mp3Course')}
            </Button>
          ) : null}
          {course.enrolled ? null : (
            <Button variant="outline" onClick={() => enroll.mutate(course.id)} loading={enroll.isPending}>
              {t('lessons.enroll')}
            </Button>
          )}
        </Group>
        {enroll.isError ? (
          <Alert color="red" role="alert">
            {errorText(enroll.error)}
          </Alert>
        ) : null}
      </Stack>
      <section aria-labelledby="course-lessons">
        <Title order={2} size="h3" id="course-lessons" mb="sm">
          {t('lessons.title')}
        </Title>
        {course.lessons.length === 0 ? (
          <Text c="dimmed">{t('lessons.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {course.lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonRow lesson={lesson} courseId={course.id} />
              </li>
            ))}
          </Stack>
        )}
      </section>
      {course.exams.length ? (
        <section aria-labelledby="course-exams">
          <Title order={2} size="h3" id="course-exams" mb="sm">
            {t('lessons.exams')}
          </Title>
          <List spacing={4}>
            {course.exams.map((exam) => (
              <List.Item key={exam.id}>
                {text(exam.title)} —{' '}
                {[
                  t('exam.facts.questions', { count: exam.questionCount }),
                  t('exam.facts.passMark', { passMark: exam.passMark }),
                  exam.timeLimitMinutes === null
                    ? t('exam.noTimeLimit').toLowerCase()
                    : t('exam.facts.minutes', { count: exam.timeLimitMinutes }),
                ].join(' · ')}
              </List.Item>
            ))}
          </List>
          <Button component={Link} to="/exams" variant="default" mt="sm">
            {t('lessons.goToExams')}
          </Button>
        </section>
      ) : null}
    </Stack>
  );
}
