import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { useMyProfile } from '../api/profile-query';
import { CardsSection } from '../components/cards-section';
import { HabitSettingsSection } from '../components/habit-settings-section';
import { PasswordSection } from '../components/password-section';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ReviewSettingsSection } from '../components/review-settings-section';
import { SessionsSection } from '../components/sessions-section';

/** A thin line between the sections. */
const rule = { border: 0, borderTop: '1px solid var(--mantine-color-gray-3)', margin: 0 };

/**
 * /my-profile — name, e-mail (read-only), language, time zone; password change; stored cards and
 * auto-pay (students, while the school takes payments); the review settings (students); the signed-in devices. While an administrator
 * acts as the user, what only the user may change is not offered (the server refuses it too).
 */
export default function MyProfilePage() {
  const { t } = useTranslation('people');
  useDocumentTitle(t('profile.title'));
  const query = useMyProfile();
  const student = useSession((state) => state.scopes.includes('student'));
  const holder = useSession((state) => state.master);
  const payEnabled = useSession((state) => state.payEnabled);
  const impersonated = useSession((state) => state.identity.impersonator !== null);
  return (
    <Container size="sm" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <QueryState query={query}>
        {(profile) => (
          <Stack gap="xl">
            <ProfileDetailsForm key={profile.id} profile={profile} />
            {impersonated ? null : (
              <>
                <hr style={rule} />
                <PasswordSection />
              </>
            )}
            {student ? (
              <>
                <hr style={rule} />
                <HabitSettingsSection />
                <hr style={rule} />
                <ReviewSettingsSection />
              </>
            ) : null}
            {student && payEnabled ? (
              <>
                <hr style={rule} />
                <CardsSection holder={holder} />
              </>
            ) : null}
            <hr style={rule} />
            <SessionsSection timeZone={profile.timeZone} canSignOut={!impersonated} />
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
