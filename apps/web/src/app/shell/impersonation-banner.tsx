import { Button, Group, Portal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { endImpersonation } from '../../lib/session/impersonation';

/** The banner's height: the page keeps that much room at its end, so the bar hides nothing. */
const BANNER_PX = 52;

/**
 * While an administrator acts as another user, every screen says so ("Viendo como …") in a bar fixed
 * to the bottom of the window, with the way back to the administrator's own session. Drawn by the
 * profile menu's code (loaded for every signed-in screen), so the first screen's script does not grow.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('impersonation');
  const impersonating = useSession((state) => state.identity.impersonator !== null);
  const name = useSession((state) => state.identity.name);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!impersonating) return;
    document.body.style.paddingBottom = `${BANNER_PX}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [impersonating]);
  if (!impersonating) return null;
  const leave = () => {
    // Never fails: a refused logoff still restores the administrator's session (and reloads the app).
    setLeaving(true);
    void endImpersonation();
  };
  return (
    <Portal>
      <Group
        role="status"
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="md"
        mih={BANNER_PX}
        py={4}
        bg="yellow.2"
        c="dark.9"
        data-testid="impersonation-banner"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 190,
          borderTop: '2px solid #7a5c00',
        }}
      >
        <Text size="sm" fw={600} lineClamp={2}>
          {t('viewingAs', { name })}
        </Text>
        <Button
          size="xs"
          color="dark"
          variant="filled"
          loading={leaving}
          onClick={leave}
          style={{ flexShrink: 0 }}
        >
          {t('back')}
        </Button>
      </Group>
    </Portal>
  );
}
