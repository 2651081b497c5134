import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('page.unauthorized.title')}</Title>
    </Container>
  );
}
