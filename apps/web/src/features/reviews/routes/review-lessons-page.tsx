import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { TReviewSession, TStudentReviewLesson } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { useReviewCourse } from '../api/review-courses';
import { reviewQueryKeys } from '../api/review-query-keys';
import { useStartReviewSession } from '../api/review-session';
import { ReviewSession } from '../components/review-session';
import { registerReviewsTexts } from '../reviews-texts';

function LessonCard({
  lesson,
  onStart,
  busy,
}: {
  lesson: TStudentReviewLesson;
  onStart: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('reviews');
  const localized = useLocalized();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{localized(lesson.title)}</Text>
          <Group gap="xs">
            <Badge size="sm" variant="light" color={lesson.kind === 'staff' ? 'grape' : 'blue'}>
              {t(lesson.kind === 'staff' ? 'lessons.staff' : 'lessons.automatic')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('lessons.words', { count: lesson.wordCount })}
            </Text>
          </Group>
        </Stack>
        <Button
          onClick={onStart}
          loading={busy}
          aria-label={`${t('lessons.start')}: ${localized(lesson.title)}`}
        >
          {t('lessons.start')}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * /review-lessons/:courseId — the course's review lessons (built by staff, and one per completed lesson);
 * each opens a short session of its words through the student's one FSRS queue: practice only (the
 * schedule untouched) unless the student turns rescheduling on.
 */
export default function ReviewLessonsPage() {
  registerReviewsTexts();
  const { t } = useTranslation('reviews');
  const { courseId = '' } = useParams();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const query = useReviewCourse(courseId);
  const start = useStartReviewSession();
  const [session, setSession] = useState<{ key: string; data: TReviewSession } | null>(null);
  const [finished, setFinished] = useState(false);
  // Practice only unless the student chooses: a review lesson leaves the FSRS schedule as it is.
  const [reschedule, setReschedule] = useState(false);
  useDocumentTitle(
    query.data ? t('lessons.open', { course: localized(query.data.title) }) : t('lessons.title'),
  );
  const open = (lesson: TStudentReviewLesson) =>
    start.mutate(
      { kind: lesson.kind, id: lesson.id },
      {
        onSuccess: (data) => {
          setFinished(false);
          setSession({ key: `${lesson.kind}:${lesson.id}:${Date.now()}`, data });
        },
      },
    );
  const notFound =
    query.isError &&
    query.error instanceof ApiError &&
    (query.error.status === 404 || query.error.status === 400);
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/reviews" size="sm">
          ← {t('lessons.back')}
        </Anchor>
        {notFound ? (
          <Alert
            color="yellow"
            role="alert"
            title={t('lessons.title')}
            data-testid="review-lessons-not-found"
          >
            {t('lessons.notFound')}
          </Alert>
        ) : (
          <QueryState query={query}>
            {(course) => (
              <Stack gap="md">
                <Title order={1}>{t('lessons.open', { course: localized(course.title) })}</Title>
                {session ? (
                  <Stack gap="sm">
                    <Title order={2} size="h3">
                      {localized(session.data.title)}
                    </Title>
                    <Switch
                      checked={reschedule}
                      onChange={(event) => setReschedule(event.currentTarget.checked)}
                      label={t('practice.label')}
                      description={t('practice.description')}
                      data-testid="reschedule-switch"
                    />
                    {finished ? (
                      <Alert color="green" title={t('session.done')}>
                        <Button mt="xs" variant="light" onClick={() => setSession(null)}>
                          {t('lessons.title')}
                        </Button>
                      </Alert>
                    ) : (
                      <ReviewSession
                        key={session.key}
                        cards={session.data.cards}
                        practice={!reschedule}
                        onFinished={() => {
                          setFinished(true);
                          void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.all() });
                        }}
                        onChanged={() => setSession(null)}
                      />
                    )}
                  </Stack>
                ) : course.lessons.length === 0 ? (
                  <Alert color="blue">{t('lessons.empty')}</Alert>
                ) : (
                  <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {course.lessons.map((lesson) => (
                      <LessonCard
                        key={`${lesson.kind}:${lesson.id}`}
                        lesson={lesson}
                        busy={start.isPending && start.variables?.id === lesson.id}
                        onStart={() => open(lesson)}
                      />
                    ))}
                  </Stack>
                )}
                {start.isError && (
                  <Alert color="red" role="alert">
                    {errorText(start.error)}
                  </Alert>
                )}
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </Container>
  );
}
