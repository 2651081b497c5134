import {
  Accordion,
  Alert,
  Badge,
  Button,
  Flex,
  Group,
  Paper,
  RingProgress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TExamAttemptView } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInstruction, useLocalized } from '../../../lib/use-localized';
import { StatusBadge } from '../../../ui/status-badge';
import { ExerciseFeedback } from '../../exercise-player';

/** The result of a submitted attempt: score, pass or fail, each question reviewed, and the certificate. */
export function ExamResult({
  view,
  onRetake,
  backTo = { to: '/exams', label: 'exam.backToExams' },
}: {
  view: TExamAttemptView;
  onRetake?: () => void;
  /** Where the back button goes: the exams list, or the exam (from a past attempt's review). */
  backTo?: { to: string; label: 'exam.backToExams' | 'exam.backToExam' };
}) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const instruction = useInstruction();
  const result = view.result;
  if (!result) return null;
  const color = result.passed ? 'teal.9' : 'red.9';
  return (
    <Stack gap="lg" data-testid="exam-result">
      <Paper withBorder radius="md" p="lg">
        <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: result.score, color }]}
            label={
              <Text ta="center" fw={700} size="xl">
                {result.score} %
              </Text>
            }
            aria-hidden="true"
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Title order={1} size="h2">
              {text(view.title)}
            </Title>
            <Group gap="xs">
              <Badge color={color} size="lg" data-testid="exam-outcome">
                {result.passed ? t('exam.state.passed') : t('exam.state.failed')}
              </Badge>
              <Text>{t('exam.result.score', { score: result.score, passMark: view.passMark })}</Text>
            </Group>
            {result.autoSubmitted ? (
              <Text size="sm" c="dimmed">
                {t('exam.result.autoSubmitted')}
              </Text>
            ) : null}
          </Stack>
        </Flex>
      </Paper>
      {result.certificate ? (
        <Alert color="teal" title={t('exam.result.certificateTitle')}>
          <Text size="sm" mb="xs">
            {t('exam.result.certificateText', { code: result.certificate.code })}
          </Text>
          <Button component={Link} to="/user-certificate">
            {t('exam.result.seeCertificates')}
          </Button>
        </Alert>
      ) : null}
      <section aria-labelledby="exam-review">
        <Title order={2} size="h3" id="exam-review" mb="sm">
          {t('exam.result.review')}
        </Title>
        <Accordion variant="separated" multiple>
          {result.questions.map((item, index) => {
            const question = view.questions.find((candidate) => candidate.id === item.questionId);
            if (!question) return null;
            return (
              <Accordion.Item key={item.questionId} value={item.questionId}>
                <Accordion.Control>
                  <Group gap="xs" wrap="nowrap">
                    <StatusBadge tone={item.correct ? 'success' : 'danger'} miw={110}>
                      {item.correct
                        ? t('exam.result.right')
                        : item.answered
                          ? t('exam.result.wrong')
                          : t('exam.result.unanswered')}
                    </StatusBadge>
                    <Text size="sm" lineClamp={1}>
                      {index + 1}. {instruction(question)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <ExerciseFeedback exercise={question} result={item} />
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </section>
      <Group>
        <Button component={Link} to={backTo.to} variant="default">
          {t(backTo.label)}
        </Button>
        {!result.passed && onRetake ? <Button onClick={onRetake}>{t('exam.retake')}</Button> : null}
      </Group>
    </Stack>
  );
}
