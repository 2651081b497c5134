import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import underConstruction from '../assets/under-construction.svg';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * The one not-found page: a path the app does not know (the route table's last route) and a landing
 * resource it does not know both show it.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.notFound.title'));
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Image src={underConstruction} alt="" maw={320} data-testid="under-construction" />
        <Title order={1}>{t('page.notFound.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('page.notFound.text')}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t('page.notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
