import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsStaff, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LandingCarousel } from '../components/landing-carousel';

/** The signed-in student's day: its own chunk, loaded only for them (the first screen stays light). */
const StudentDay = lazy(() => import('../components/student-day'));
/** The staff's dashboard (figures from the reports' roll-ups): its own chunk, loaded only for staff. */
const StaffDashboard = lazy(() => import('../components/staff-dashboard'));

const cards = [
  { key: 'exercises', to: '/exercises' },
  { key: 'exams', to: '/exams' },
  { key: 'certificates', to: '/user-certificate' },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.home'));
  const staff = useIsStaff();
  const student = useSession((state) => state.scopes.includes('student'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          {/* A long word (hispanohablantes) must fit a 375 px screen: the size follows the width on phones. */}
          <Title
            order={1}
            style={{
              fontSize: 'clamp(1.75rem, 8vw, var(--mantine-h1-font-size))',
              overflowWrap: 'break-word',
            }}
          >
            {t('home.hero.title')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('home.hero.text')}
          </Text>
        </Stack>
        {student ? (
          <Suspense fallback={null}>
            <StudentDay />
          </Suspense>
        ) : null}
        {staff ? (
          <Suspense fallback={null}>
            <StaffDashboard />
          </Suspense>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="landing-cards">
            {cards.map((card) => (
              <Card key={card.key} component={Link} to={card.to} withBorder padding="lg" radius="md">
                <Title order={2} size="h3">
                  {t(`home.card.${card.key}.title`)}
                </Title>
                <Text mt="xs" c="dimmed">
                  {t(`home.card.${card.key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
        <LandingCarousel />
      </Stack>
    </Container>
  );
}
