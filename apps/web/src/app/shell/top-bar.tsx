import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import logo from '../../assets/logo.svg';
import { useIsAuthenticated } from '../../lib/session';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useLayout } from './layout-store';
import { MenuBurger, ProfileMenu, SettingsMenu, TopMenu } from './lazy-chrome';
import { SettingsIcon } from './settings-icon';
import classes from './shell.module.css';

/** The top bar: menu toggle, home link, top menu, settings menu and the user menu (or sign in). */
export function TopBar({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const layout = useLayout();
  const onLogin = useLocation().pathname === '/login';
  const afterFirstPaint = useAfterFirstPaint();
  // A click on the stand-in button loads the popover at once and opens it.
  const [settingsWanted, setSettingsWanted] = useState(false);
  const menuOpen = compact ? layout.drawerOpen : layout.leftMenuOpen;
  const toggleMenu = compact ? () => layout.setDrawerOpen(!layout.drawerOpen) : layout.toggleLeftMenu;
  const settingsButton = (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      size="lg"
      aria-label={t('shell:settings.label')}
      onClick={() => setSettingsWanted(true)}
    >
      <SettingsIcon />
    </ActionIcon>
  );
  return (
    <Group h={60} px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {signedIn && (compact || !layout.fullScreen) ? (
          <span className={classes.burgerSlot}>
            <Suspense fallback={null}>
              <MenuBurger
                opened={menuOpen}
                onClick={toggleMenu}
                aria-label={t('shell:menu.toggle')}
                aria-expanded={menuOpen}
                data-testid="menu-toggle"
              />
            </Suspense>
          </span>
        ) : null}
        <Anchor component={Link} to="/" title={t('nav.home')} c="teal.9" fw={700} underline="never">
          <Group gap="xs" wrap="nowrap">
            <img src={logo} alt="" width={32} height={32} className={classes.logo} />
            <span>{t('app.name')}</span>
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Suspense fallback={null}>{signedIn && !compact ? <TopMenu /> : null}</Suspense>
        {/* The same button stands in until the settings popover has loaded: nothing moves. */}
        {afterFirstPaint || settingsWanted ? (
          <Suspense fallback={settingsButton}>
            <SettingsMenu defaultOpened={settingsWanted} />
          </Suspense>
        ) : (
          settingsButton
        )}
        <Suspense fallback={null}>{signedIn ? <ProfileMenu /> : null}</Suspense>
        {signedIn || onLogin ? null : (
          <Button component={Link} to="/login" size="xs">
            {t('shell:signIn')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
