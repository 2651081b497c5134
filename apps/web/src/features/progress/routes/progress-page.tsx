import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TLearnerProgress } from '@puente/shared';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { useLearnerProgress } from '../api/learner-progress';
import { AccuracyList } from '../components/accuracy-list';
import { minutesText } from '../components/minutes-text';
import { StudyCalendar } from '../components/study-calendar';
import { WeakestItems } from '../components/weakest-items';
import { registerProgressTexts } from '../progress-texts';

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: number;
  hint?: string;
  testId: string;
}) {
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ProgressView({ progress }: { progress: TLearnerProgress }) {
  const { t } = useTranslation('progress');
  const localized = useLocalized();
  const { words, accuracy } = progress;
  const answered =
    accuracy.reviews.total + accuracy.byType.reduce((sum, row) => sum + row.total, 0) + words.total;
  const longest = Math.max(1, ...progress.courses.map((course) => course.minutes));
  return (
    <Stack gap="xl">
      {answered === 0 && progress.days.length === 0 ? (
        <Alert color="blue" data-testid="progress-empty">
          <Text>{t('empty')}</Text>
          <Button component={Link} to="/courses" size="xs" mt="xs" variant="light">
            {t('empty.action')}
          </Button>
        </Alert>
      ) : null}
      <Section title={t('words.title')} testId="progress-words">
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          <Figure
            label={t('words.learned')}
            value={words.learned}
            hint={t('words.learnedHint')}
            testId="words-learned"
          />
          <Figure
            label={t('words.mature')}
            value={words.mature}
            hint={t('words.matureHint')}
            testId="words-mature"
          />
          <Figure label={t('words.learning')} value={words.learning} testId="words-learning" />
          <Figure label={t('words.total')} value={words.total} testId="words-total" />
        </SimpleGrid>
      </Section>
      <Section title={t('accuracy.title')} testId="progress-accuracy">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <AccuracyList
            title={t('accuracy.bySkill')}
            testId="accuracy-by-skill"
            rows={accuracy.bySkill.map((row) => ({ key: row.skill, label: t(`skill.${row.skill}`), ...row }))}
          />
          <AccuracyList
            title={t('accuracy.byType')}
            testId="accuracy-by-type"
            rows={[
              ...accuracy.byType.map((row) => ({ key: row.type, label: t(`type.${row.type}`), ...row })),
              { key: 'reviews', label: t('accuracy.reviews'), ...accuracy.reviews },
            ]}
          />
        </SimpleGrid>
      </Section>
      <StudyCalendar progress={progress} />
      <Section title={t('courses.title')} testId="progress-courses">
        {progress.courses.length === 0 ? (
          <Text c="dimmed">{t('courses.none')}</Text>
        ) : (
          <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {progress.courses.map((course) => (
              <li key={course.courseId}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {localized(course.title)}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {minutesText(course.minutes, t)}
                  </Text>
                </Group>
                <Progress value={(course.minutes / longest) * 100} size="sm" aria-hidden />
              </li>
            ))}
          </Stack>
        )}
      </Section>
      <WeakestItems items={progress.weakest} />
    </Stack>
  );
}

/** /progress — the student's progress: words, accuracy, study days, time per course, weakest items. */
export default function ProgressPage() {
  registerProgressTexts();
  const { t } = useTranslation('progress');
  useDocumentTitle(t('title'));
  const query = useLearnerProgress();
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <QueryState query={query}>{(progress) => <ProgressView progress={progress} />}</QueryState>
      </Stack>
    </Container>
  );
}
