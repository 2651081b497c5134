import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useAddressParam } from '../../../lib/use-address-param';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminUsersSection } from '../components/admin-users-section';
import { AuditLogSection } from '../components/audit-log-section';
import { BillingAccountsSection } from '../components/billing/billing-accounts-section';
import { ReconciliationSection } from '../components/billing/reconciliation-section';
import { ClassesSection } from '../components/classes/classes-section';
import { ContactMessagesPanel } from '../components/contact-messages-panel';
import { JobsSection } from '../components/jobs-section';
import { OutboxSection } from '../components/outbox-section';
import { TenantSettingsSection } from '../components/tenant-settings-form';

type Section = { value: string; label: string; adminOnly: boolean; panel: () => React.ReactNode };

/**
 * /admin — the school's administration, one tab per section (each section its own component). Staff
 * see the classes (a professor, those they teach) and the contact messages; the users, the settings, accounts and billing, the audit log and the outbox are for
 * administrators only (the spec gives professors nothing more than staff). The open tab is in the address (`?tab=`).
 */
export default function AdminPage() {
  const { t } = useTranslation('people');
  const { t: tAdmin } = useTranslation('admin-users');
  const { t: tBilling } = useTranslation('admin-billing');
  useDocumentTitle(t('admin.title'));
  const isAdmin = useSession((state) => state.role === 'Administrator');
  // The open tab switches at the click (text typed right after goes to its fields); the address follows.
  const [wanted, setWanted] = useAddressParam('tab');
  const sections: Section[] = [
    { value: 'users', label: tAdmin('users.title'), adminOnly: true, panel: () => <AdminUsersSection /> },
    { value: 'classes', label: tAdmin('classes.title'), adminOnly: false, panel: () => <ClassesSection /> },
    {
      value: 'messages',
      label: t('admin.messages'),
      adminOnly: false,
      panel: () => <ContactMessagesPanel />,
    },
    {
      value: 'settings',
      label: tBilling('tabs.settings'),
      adminOnly: true,
      panel: () => <TenantSettingsSection />,
    },
    {
      value: 'accounts',
      label: tBilling('tabs.accounts'),
      adminOnly: true,
      panel: () => <BillingAccountsSection />,
    },
    {
      value: 'reconciliation',
      label: tBilling('tabs.reconciliation'),
      adminOnly: true,
      panel: () => <ReconciliationSection />,
    },
    { value: 'audit', label: tAdmin('audit.title'), adminOnly: true, panel: () => <AuditLogSection /> },
    { value: 'outbox', label: t('admin.outbox.title'), adminOnly: true, panel: () => <OutboxSection /> },
    { value: 'jobs', label: tAdmin('jobs.title'), adminOnly: true, panel: () => <JobsSection /> },
  ].filter((section) => isAdmin || !section.adminOnly);
  const tab = sections.some((section) => section.value === wanted) ? wanted! : sections[0]!.value;
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin.title')}</Title>
          <Text c="dimmed">{t('admin.subtitle')}</Text>
        </div>
        <Tabs value={tab} onChange={(value) => value && setWanted(value)} keepMounted={false}>
          {/* The tabs wrap onto more lines on a narrow screen: every section stays in sight (a row that
              scrolled sideways cut the last ones off at 375 px, with nothing to say there were more). */}
          <Tabs.List style={{ flexWrap: 'wrap', rowGap: 4 }} data-testid="admin-tabs">
            {sections.map((section) => (
              <Tabs.Tab key={section.value} value={section.value}>
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Panel key={section.value} value={section.value} pt="md">
              {section.panel()}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
