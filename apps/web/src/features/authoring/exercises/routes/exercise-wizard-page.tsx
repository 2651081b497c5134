import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ExamList } from '../components/exam-list';
import { ExerciseList } from '../components/exercise-list';

/** /exercise-wizard — staff: the exercises of every lesson, and (second tab) the exams built from them. */
export default function ExerciseWizardPage() {
  const { t } = useTranslation('authoring');
  useDocumentTitle(t('exerciseWizard.title'));
  const [tab, setTab] = useState<string | null>('exercises');
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('exerciseWizard.title')}</Title>
          <Text c="dimmed">{t('exerciseWizard.subtitle')}</Text>
        </div>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="exercises">{t('exerciseWizard.exercises')}</Tabs.Tab>
            <Tabs.Tab value="exams">{t('exerciseWizard.exams')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="exercises" pt="md">
            <ExerciseList />
          </Tabs.Panel>
          <Tabs.Panel value="exams" pt="md">
            <ExamList />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
