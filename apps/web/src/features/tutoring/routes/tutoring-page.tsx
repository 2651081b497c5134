import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { tutoringKeys } from '../api/tutoring-query-keys';
import { useTutors } from '../api/tutors';
import { AvailabilitySection } from '../components/availability-form';
import { RecordingsPanel } from '../components/recordings-panel';
import { SessionsPanel } from '../components/sessions-panel';
import { TutorsPanel } from '../components/tutors-panel';
import { viewerZone } from '../components/zoned-time';
import { registerTutoringTexts } from '../tutoring-texts';

/**
 * /tutoring — students book tutors' free times (shown in their own zone) and see, cancel or move their
 * sessions; tutors see their sessions and edit their availability. A school with tutoring off sends
 * students to /unauthorized (the API answers them 403).
 */
export default function TutoringPage() {
  registerTutoringTexts();
  const { t } = useTranslation('tutoring');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const claimsReady = useSession((s) => s.claimsReady);
  const tutoringEnabled = useSession((s) => s.tutoringEnabled);
  const tutor = useSession((s) => s.tutor);
  const student = useSession((s) => s.scopes.includes('student'));
  const [tab, setTab] = useState<string | null>(student ? 'book' : 'sessions');
  const tutors = useTutors();
  if (claimsReady && !tutoringEnabled && !tutor) return <Navigate to="/unauthorized" replace />;
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <QueryState query={tutors}>
          {(list) => {
            const zone = viewerZone(list.viewerTimeZone);
            return (
              <Tabs value={tab} onChange={setTab} keepMounted={false}>
                <Tabs.List>
                  {list.canBook && <Tabs.Tab value="book">{t('tabs.book')}</Tabs.Tab>}
                  <Tabs.Tab value="sessions">{t('tabs.sessions')}</Tabs.Tab>
                  {tutor && <Tabs.Tab value="recordings">{t('tabs.recordings')}</Tabs.Tab>}
                  {student && <Tabs.Tab value="sent">{t('tabs.sent')}</Tabs.Tab>}
                  {tutor && <Tabs.Tab value="availability">{t('tabs.availability')}</Tabs.Tab>}
                </Tabs.List>
                {list.canBook && (
                  <Tabs.Panel value="book" pt="md">
                    <TutorsPanel
                      list={list}
                      zone={zone}
                      onBooked={() => {
                        void queryClient.invalidateQueries({ queryKey: tutoringKeys.all() });
                        setTab('sessions');
                      }}
                    />
                  </Tabs.Panel>
                )}
                <Tabs.Panel value="sessions" pt="md">
                  <SessionsPanel zone={zone} />
                </Tabs.Panel>
                {tutor && (
                  <Tabs.Panel value="recordings" pt="md">
                    <RecordingsPanel side="received" zone={zone} />
                  </Tabs.Panel>
                )}
                {student && (
                  <Tabs.Panel value="sent" pt="md">
                    <RecordingsPanel side="sent" zone={zone} />
                  </Tabs.Panel>
                )}
                {tutor && (
                  <Tabs.Panel value="availability" pt="md">
                    <AvailabilitySection />
                  </Tabs.Panel>
                )}
              </Tabs>
            );
          }}
        </QueryState>
      </Stack>
    </Container>
  );
}
