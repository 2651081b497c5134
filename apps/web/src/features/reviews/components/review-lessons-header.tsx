import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { useReviewCourses } from '../api/review-courses';

/** The header of /reviews: each enrolled course with a link to its review lessons and how many there are. */
export function ReviewLessonsHeader() {
  const { t } = useTranslation('reviews');
  const localized = useLocalized();
  const query = useReviewCourses();
  return (
    <Stack gap={4} component="nav" aria-labelledby="review-lessons-title">
      <Title order={2} size="h4" id="review-lessons-title">
        {t('lessons.title')}
      </Title>
      <QueryState query={query}>
        {(courses) =>
          courses.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('lessons.none')}
            </Text>
          ) : (
            <Group gap="md" wrap="wrap">
              {courses.map((course) => (
                <Anchor key={course.courseId} component={Link} to={`/review-lessons/${course.courseId}`}>
                  {localized(course.title)}{' '}
                  <Text span size="sm" c="dimmed">
                    ({course.lessons.length})
                  </Text>
                </Anchor>
              ))}
            </Group>
          )
        }
      </QueryState>
    </Stack>
  );
}
