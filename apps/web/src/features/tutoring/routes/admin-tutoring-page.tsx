import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminHours } from '../components/admin-hours';
import { AdminSessions } from '../components/admin-sessions';
import { AdminTutors } from '../components/admin-tutors';
import { registerTutoringTexts } from '../tutoring-texts';

/** /admin-tutoring — staff: sessions with filters and attendance, hours per tutor; administrators: tutors. */
export default function AdminTutoringPage() {
  registerTutoringTexts();
  const { t } = useTranslation('tutoring');
  useDocumentTitle(t('admin.title'));
  const isAdmin = useSession((s) => s.scopes.includes('admin'));
  const [tab, setTab] = useState<string | null>('sessions');
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1}>{t('admin.title')}</Title>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="sessions">{t('admin.sessionsTab')}</Tabs.Tab>
            <Tabs.Tab value="hours">{t('admin.hoursTab')}</Tabs.Tab>
            {isAdmin && <Tabs.Tab value="tutors">{t('admin.tutorsTab')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="sessions" pt="md">
            <AdminSessions />
          </Tabs.Panel>
          <Tabs.Panel value="hours" pt="md">
            <AdminHours />
          </Tabs.Panel>
          {isAdmin && (
            <Tabs.Panel value="tutors" pt="md">
              <AdminTutors />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
