import { Button, Card, Group, Progress, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useLocalized } from '../../../lib/use-localized';
import { useMyDay } from '../api/my-day';
import { registerStudentDayTexts } from './student-day-texts';

function DayCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      {children}
    </Card>
  );
}

/**
 * The student's day above the home cards: the lesson to continue (one click), the reviews due today with
 * a start button, the minutes studied this week, and the next payment date when the school takes payments.
 */
export default function StudentDay() {
  registerStudentDayTexts();
  const { t, i18n } = useTranslation('home-day');
  const localized = useLocalized();
  const { data, failed } = useMyDay();
  const payEnabled = useSession((state) => state.payEnabled);
  const nextPaymentDate = useSession((state) => state.identity.nextPaymentDate);
  const impersonating = useSession((state) => state.identity.impersonator !== null);
  if (failed) return null;
  // A new student's first visit: the placement test and the daily goal first (not for an administrator
  // acting as them).
  if (data?.onboardingPending && !impersonating) return <Navigate to="/welcome" replace />;
  const showPayment = payEnabled && nextPaymentDate;
  const paymentDate = nextPaymentDate
    ? new Date(`${nextPaymentDate.slice(0, 10)}T12:00:00Z`).toLocaleDateString(i18n.language, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
  return (
    <section aria-labelledby="student-day-title" data-testid="student-day">
      <Title order={2} size="h3" id="student-day-title" mb="xs">
        {t('title')}
      </Title>
      {data ? (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: showPayment ? 5 : 4 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          <DayCard title={t('resume.title')}>
            {data.resume ? (
              <>
                <Text fw={600} mt={4} lineClamp={2}>
                  {localized(data.resume.chapterTitle)}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {localized(data.resume.courseTitle)}
                </Text>
                <Button
                  component={Link}
                  to={`/lessons/${data.resume.courseId}/${data.resume.chapterId}`}
                  mt="xs"
                  size="xs"
                >
                  {t('resume.action')}
                </Button>
              </>
            ) : (
              <>
                <Text mt={4}>{t('resume.none')}</Text>
                <Button component={Link} to="/courses" mt="xs" size="xs" variant="light">
                  {t('resume.browse')}
                </Button>
              </>
            )}
          </DayCard>
          <DayCard title={t('goal.title')}>
            <Text fw={700} size="xl" mt={4} data-testid="day-goal">
              {t('goal.value', {
                done: Math.min(data.habit.minutesToday, data.habit.goalMinutes),
                count: data.habit.goalMinutes,
              })}
            </Text>
            <Progress.Root mt={6}>
              <Progress.Section
                value={Math.min(100, (data.habit.minutesToday / Math.max(1, data.habit.goalMinutes)) * 100)}
                color={data.habit.goalMet ? 'teal' : undefined}
                aria-label={t('goal.title')}
              />
            </Progress.Root>
            <Text size="sm" mt={6} data-testid="day-streak">
              {t('streak.days', { count: data.habit.streakDays })}
              {' · '}
              {data.habit.freezeAvailable ? t('streak.freeze') : t('streak.freezeUsed')}
            </Text>
          </DayCard>
          <DayCard title={t('reviews.title')}>
            <Text fw={700} size="xl" mt={4} data-testid="day-reviews-due">
              {data.reviewsDue > 0 ? t('reviews.count', { count: data.reviewsDue }) : t('reviews.none')}
            </Text>
            {data.reviewsDue > 0 && (
              <Button component={Link} to="/reviews" mt="xs" size="xs">
                {t('reviews.start')}
              </Button>
            )}
          </DayCard>
          <DayCard title={t('minutes.title')}>
            <Text fw={700} size="xl" mt={4} data-testid="day-minutes">
              {t('minutes.value', { count: data.minutesThisWeek })}
            </Text>
            <Button component={Link} to="/progress" mt="xs" size="xs" variant="light">
              {t('minutes.progress')}
            </Button>
          </DayCard>
          {showPayment ? (
            <DayCard title={t('payment.title')}>
              <Text fw={700} size="xl" mt={4}>
                {paymentDate}
              </Text>
              <Group mt="xs">
                <Button component={Link} to="/retail-payment" size="xs" variant="light">
                  {t('payment.action')}
                </Button>
              </Group>
            </DayCard>
          ) : null}
        </SimpleGrid>
      ) : (
        <Skeleton height={120} radius="md" />
      )}
    </section>
  );
}
