import { Group, Menu, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../api/tenant-query';
import { isMobileUserAgent } from '../../lib/device';
import { isPaymentDue, isStaff, useSession } from '../../lib/session';
import { confirmLogout } from '../../lib/session/confirm-logout';
import { ChevronIcon, LogoutIcon, UserIcon } from './icons';
import { ImpersonationBanner } from './impersonation-banner';
import { profileItems } from './profile-items';

/** The user menu: the user's name, the student items, and Sign out. Opens on hover (desktop) and click. */
/**
 * The menu gives the focus back to its button 10 ms after it closes; the confirmation opens after that,
 * so its cancel button keeps the focus and Enter cancels.
 */
const LOGOUT_AFTER_MENU_MS = 30;

export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const name = useSession((state) => state.identity.name);
  const nextPaymentDate = useSession((state) => state.identity.nextPaymentDate);
  const authenticationNeeded = useSession((state) => state.identity.authenticationNeeded ?? false);
  const staff = useSession(isStaff);
  const master = useSession((state) => state.master);
  const tutor = useSession((state) => state.tutor);
  const payEnabled = useSession((state) => state.payEnabled);
  const tutoringEnabled = useSession((state) => state.tutoringEnabled);
  const items = profileItems({ staff, master, tutor, payEnabled, tutoringEnabled });
  const timeZone = useTenant().data?.timeZone;
  const due = isPaymentDue({
    payEnabled,
    isStudent: !staff,
    nextPaymentDate,
    authenticationNeeded,
    timeZone,
  });
  // The menu stays shut while the sign-out confirmation is open: on a slow device the pointer, still over
  // the closing dropdown, would open it again behind the dialog, and its first item would take the focus.
  const [opened, setOpened] = useState(false);
  const confirming = useRef(false);
  const signOut = () => {
    confirming.current = true;
    setOpened(false);
    window.setTimeout(
      () =>
        confirmLogout(() => {
          confirming.current = false;
        }),
      LOGOUT_AFTER_MENU_MS,
    );
  };

  return (
    <>
      {/* Every signed-in screen draws this menu: the impersonation banner comes with its code. */}
      <ImpersonationBanner />
      <Menu
        opened={opened}
        onChange={(next) => setOpened(next && !confirming.current)}
        trigger={isMobileUserAgent() ? 'click' : 'click-hover'}
        openDelay={60}
        closeDelay={250}
        position="bottom-end"
        shadow="md"
        width={220}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <UnstyledButton
            data-testid="profile-menu"
            data-payment-due={due}
            aria-label={t('profile.label', { name })}
          >
            <Group gap={6} wrap="nowrap">
              <ThemeIcon
                radius="xl"
                size="lg"
                color={due ? 'red.8' : 'teal.8'}
                variant={due ? 'filled' : 'light'}
                data-testid="profile-icon"
              >
                <UserIcon />
              </ThemeIcon>
              <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
                {name}
              </Text>
              <ChevronIcon size={16} />
              {due ? (
                <VisuallyHidden>
                  {t(authenticationNeeded ? 'profile.paymentToConfirm' : 'profile.paymentDue')}
                </VisuallyHidden>
              ) : null}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          {items.map((item) => (
            <Menu.Item key={item.id} component={Link} to={item.path}>
              {t(`profile.${item.id}`)}
            </Menu.Item>
          ))}
          {items.length > 0 ? <Menu.Divider /> : null}
          <Menu.Item c="red.9" leftSection={<LogoutIcon size={16} />} onClick={signOut}>
            {t('profile.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
