import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactMessagesPanel } from '../components/contact-messages-panel';

/**
 * /admin — the school's administration. Built so far: the contact messages (staff). Users, the
 * tenant's settings, accounts and billing, and the audit log are still to come.
 */
export default function AdminPage() {
  const { t } = useTranslation('people');
  useDocumentTitle(t('admin.title'));
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin.title')}</Title>
          <Text c="dimmed">{t('admin.subtitle')}</Text>
        </div>
        <ContactMessagesPanel />
      </Stack>
    </Container>
  );
}
