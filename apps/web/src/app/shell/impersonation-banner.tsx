import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endImpersonation, useSession } from '../../lib/session';

/**
 * While an administrator acts as another user, every screen says so ("Viendo como …") and offers the
 * way back to the administrator's own session.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('impersonation');
  const impersonating = useSession((state) => state.identity.impersonator !== null);
  const name = useSession((state) => state.identity.name);
  const [leaving, setLeaving] = useState(false);
  if (!impersonating) return null;
  const leave = () => {
    // Never fails: a refused logoff still restores the administrator's session (and reloads the app).
    setLeaving(true);
    void endImpersonation();
  };
  return (
    <Group
      role="status"
      justify="space-between"
      gap="xs"
      px="md"
      py={6}
      bg="yellow.2"
      c="dark.9"
      data-testid="impersonation-banner"
    >
      <Text size="sm" fw={600}>
        {t('viewingAs', { name })}
      </Text>
      <Button size="xs" color="dark" variant="filled" loading={leaving} onClick={leave}>
        {t('back')}
      </Button>
    </Group>
  );
}
