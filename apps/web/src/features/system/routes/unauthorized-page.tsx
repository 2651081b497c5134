import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.unauthorized.title'));
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('page.unauthorized.title')}</Title>
    </Container>
  );
}
