import { Button, Container, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { useExams } from '../api/exams-query';
import { ExamCard } from '../components/exam-card';

/** /exams — the student's exams: not started, in progress with time left, passed or failed. */
export default function ExamsPage() {
  const { t } = useTranslation('learning');
  useDocumentTitle(t('exams.title'));
  const query = useExams();
  return (
    <Container size="lg" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('exams.title')}</Title>
          <Text c="dimmed">{t('exams.subtitle')}</Text>
        </div>
        <QueryState query={query}>
          {(exams) =>
            exams.length === 0 ? (
              <EmptyState title={t('exams.empty.title')} description={t('exams.empty.text')}>
                <Button component={Link} to="/courses" mt="md">
                  {t('exams.empty.action')}
                </Button>
              </EmptyState>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {exams.map((exam) => (
                  <ExamCard key={exam.id} exam={exam} />
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
