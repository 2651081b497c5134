import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BillingAccountsSection } from '../components/billing-accounts-section';
import { ContactMessagesPanel } from '../components/contact-messages-panel';
import { TenantSettingsSection } from '../components/tenant-settings-form';

/**
 * /admin — the school's administration, one tab per section (each section its own component). Staff
 * read the contact messages; the school's settings and the accounts and billing are administrators'.
 */
export default function AdminPage() {
  const { t } = useTranslation('people');
  const { t: tb } = useTranslation('admin-billing');
  const admin = useSession((state) => state.scopes.includes('admin'));
  const [tab, setTab] = useState<string | null>('messages');
  useDocumentTitle(t('admin.title'));
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin.title')}</Title>
          <Text c="dimmed">{t('admin.subtitle')}</Text>
        </div>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="messages">{tb('tabs.messages')}</Tabs.Tab>
            {admin ? <Tabs.Tab value="settings">{tb('tabs.settings')}</Tabs.Tab> : null}
            {admin ? <Tabs.Tab value="accounts">{tb('tabs.accounts')}</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="messages" pt="md">
            <ContactMessagesPanel />
          </Tabs.Panel>
          {admin ? (
            <Tabs.Panel value="settings" pt="md">
              <TenantSettingsSection />
            </Tabs.Panel>
          ) : null}
          {admin ? (
            <Tabs.Panel value="accounts" pt="md">
              <BillingAccountsSection />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Container>
  );
}
