import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsStaff } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LandingCarousel } from '../components/landing-carousel';

const cards = [
  { key: 'exercises', to: '/exercises' },
  { key: 'exams', to: '/exams' },
  { key: 'certificates', to: '/user-certificate' },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.home'));
  const staff = useIsStaff();
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
        {staff ? null : (
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
