import { Button, Card, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import type { TCourseSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageAddress } from '../../../lib/media-ref';
import { useLocalized } from '../../../lib/use-localized';
import { CefrBadge } from '../../../ui/cefr-badge';

/** A course with its level, progress, and a button to continue where the student left off. */
export function CourseCard({ course }: { course: TCourseSummary }) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const title = text(course.title);
  const started = course.lastLessonId !== null;
  const done = course.lessonCount > 0 && course.completedLessons === course.lessonCount;
  const resumeTo = course.resumeLessonId
    ? `/lessons/${course.id}/${course.resumeLessonId}`
    : `/lessons/${course.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={title}
      data-testid="course-card"
    >
      {course.coverImage ? (
        <Card.Section>
          <Image
            src={imageAddress(course.coverImage)}
            alt=""
            h={140}
            fit="cover"
            data-testid="course-cover"
          />
        </Card.Section>
      ) : null}
      <Stack gap="sm" h="100%" mt={course.coverImage ? 'sm' : 0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3">
            {title}
          </Title>
          <CefrBadge level={course.level} />
        </Group>
        <Text c="dimmed" size="sm" lineClamp={3}>
          {text(course.description)}
        </Text>
        <div style={{ marginTop: 'auto' }}>
          <Group justify="space-between" mb={4}>
            <Text size="sm">
              {t('courses.lessonsDone', { done: course.completedLessons, total: course.lessonCount })}
            </Text>
            <Text size="sm" fw={600}>
              {course.progress} %
            </Text>
          </Group>
          <Progress
            value={course.progress}
            aria-label={t('courses.progressOf', { title })}
            color={done ? 'teal.9' : 'teal.7'}
          />
        </div>
        <Group gap="xs">
          <Button component={Link} to={resumeTo}>
            {started ? t('courses.continue') : t('courses.start')}
          </Button>
          <Button component={Link} to={`/lessons/${course.id}`} variant="default">
            {t('courses.lessons')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
