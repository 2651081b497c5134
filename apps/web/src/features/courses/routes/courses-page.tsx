import { Container, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourses } from '../../../api/courses-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { CourseCard } from '../components/course-card';

/** /courses — the tenant's published courses with level, progress and "continue". */
export default function CoursesPage() {
  const { t } = useTranslation('learning');
  useDocumentTitle(t('courses.title'));
  const query = useCourses();
  return (
    <Container size="lg" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('courses.title')}</Title>
          <Text c="dimmed">{t('courses.subtitle')}</Text>
        </div>
        <QueryState query={query}>
          {(courses) =>
            courses.length === 0 ? (
              <EmptyState title={t('courses.empty.title')} description={t('courses.empty.text')} />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {courses.map((course) => (
                  <CourseCard key={course.id} course={course} />
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
