import { Alert, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import type { TCefrLevel, TPlacementRecommendation } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { onboardingKey, postSkip, putGoal, useOnboarding } from '../api/onboarding-api';
import { GoalChoice } from '../components/goal-choice';
import { PlacementTest } from '../components/placement-test';
import { registerOnboardingTexts } from '../onboarding-texts';

type Placed = { level: TCefrLevel; recommendation: TPlacementRecommendation | null };

const lessonPath = (recommendation: TPlacementRecommendation | null) =>
  recommendation ? `/lessons/${recommendation.courseId}/${recommendation.chapterId}` : '/';

/**
 * /welcome — a new student's first sign-in: the adaptive placement test, then the daily goal, then the
 * recommended lesson opens. "Omitir" skips it all (the server records it: it is not offered again). A
 * student already onboarded goes home.
 */
export default function WelcomePage() {
  registerOnboardingTexts();
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('title'));
  const query = useOnboarding();
  return (
    <Container size="sm" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <QueryState query={query}>
        {(onboarding) =>
          onboarding.pending ? (
            <Welcome
              initialGoal={onboarding.dailyGoalMinutes}
              placed={
                onboarding.placementLevel
                  ? { level: onboarding.placementLevel, recommendation: onboarding.recommendation }
                  : null
              }
            />
          ) : (
            <Navigate to="/" replace />
          )
        }
      </QueryState>
    </Container>
  );
}

function Welcome({ placed: initiallyPlaced, initialGoal }: { placed: Placed | null; initialGoal: number }) {
  const { t } = useTranslation('onboarding');
  const localized = useLocalized();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<Placed | null>(initiallyPlaced);
  const done = () => queryClient.removeQueries({ queryKey: onboardingKey });
  const skip = useMutation({
    mutationFn: postSkip,
    onSuccess: () => {
      done();
      navigate('/', { replace: true });
    },
  });
  const goal = useMutation({
    mutationFn: putGoal,
    onSuccess: (onboarding) => {
      done();
      navigate(lessonPath(onboarding.recommendation), { replace: true });
    },
  });
  const failure = skip.error ?? goal.error;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} style={{ fontSize: 'clamp(1.6rem, 7vw, var(--mantine-h1-font-size))' }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <Stepper active={placed ? 1 : 0} size="sm" aria-label={t('steps.label')} allowNextStepsSelect={false}>
        <Stepper.Step label={t('steps.placement')} />
        <Stepper.Step label={t('steps.goal')} />
      </Stepper>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {placed ? (
          <Stack gap="lg">
            <Stack gap={4} data-testid="placement-result">
              <Title order={2} size="h3">
                {t('result.title', { level: placed.level })}
              </Title>
              <Text>
                {placed.recommendation
                  ? t('result.course', {
                      lesson: localized(placed.recommendation.chapterTitle),
                      course: localized(placed.recommendation.courseTitle),
                    })
                  : t('result.none')}
              </Text>
            </Stack>
            <GoalChoice
              initial={initialGoal}
              busy={goal.isPending}
              submitLabel={placed.recommendation ? t('goal.start') : t('goal.home')}
              onSubmit={(chosen) => goal.mutate(chosen)}
            />
          </Stack>
        ) : (
          <PlacementTest onDone={(result) => setPlaced(result)} />
        )}
      </Paper>
      {failure ? <Alert color="red" role="alert" title={errorText(failure)} /> : null}
      <Group justify="center">
        <Button variant="subtle" onClick={() => skip.mutate()} loading={skip.isPending}>
          {t('skip')}
        </Button>
      </Group>
    </Stack>
  );
}
