import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useLocalized } from '../../../../lib/use-localized';
import { ListScreen } from '../../../../ui/list/list-screen';
import { reviewLessonsClient } from '../api/authoring-clients';
import { CourseSelect } from '../components/course-select';
import { ReviewForm } from '../components/review-form';

/** /review-wizard — staff: review lessons built from the vocabulary of a course's lessons. */
export default function ReviewWizardPage() {
  const { t } = useTranslation('authoring');
  useDocumentTitle(t('review.title'));
  const localized = useLocalized();
  const [courseId, setCourseId] = useState('');
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('review.title')}</Title>
          <Text c="dimmed">{t('review.subtitle')}</Text>
        </div>
        <ListScreen
          client={reviewLessonsClient}
          title={t('review.list')}
          rowText={(review) => localized(review.title)}
          rowLabel={(review) => t('review.wordCount', { count: review.words.length })}
          scope={{ courseId: courseId || undefined }}
          deletable
          onAdd={() => setOpen({})}
          onEdit={(review) => setOpen({ id: review.id })}
          toolbar={
            <div style={{ flex: '1 1 200px' }}>
              <CourseSelect
                label={t('exercise.filterCourse')}
                value={courseId}
                clearable
                onChange={setCourseId}
              />
            </div>
          }
        />
        {open ? (
          <ReviewForm id={open.id} courseId={courseId || undefined} onClose={() => setOpen(null)} />
        ) : null}
      </Stack>
    </Container>
  );
}
