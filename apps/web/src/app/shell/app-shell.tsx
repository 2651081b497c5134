import { Box, Drawer, Flex, AppShell as MantineShell, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useIsAuthenticated } from '../../lib/session';
import { DelayedLoader } from '../../ui/delayed-loader';
import { RouteGuard } from '../guard/route-guard';
import { AppFooter } from './app-footer';
import { useLayout } from './layout-store';
import { LeftMenu } from './left-menu';
import { PinBoard } from './pins/pin-board';
import { SubHeaderNav } from './sub-header-nav';
import { TopBar } from './top-bar';
import { useScrollTopAfterMount } from './use-scroll-top-after-mount';

/** Top bar and sub-header, left menu (a burger drawer on small screens), pin boards, content, footer. */
export function AppShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const signedIn = useIsAuthenticated();
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;
  const { leftMenuOpen, fullScreen, drawerOpen, setDrawerOpen } = useLayout();
  const withNavbar = signedIn && !fullScreen;
  useScrollTopAfterMount();
  useEffect(() => {
    if (pathname) setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);

  return (
    <MantineShell
      header={{ height: 104 }}
      navbar={
        withNavbar
          ? { width: 240, breakpoint: 'sm', collapsed: { mobile: true, desktop: !leftMenuOpen } }
          : undefined
      }
      padding={0}
    >
      <MantineShell.Header>
        <TopBar compact={compact} />
        <SubHeaderNav />
      </MantineShell.Header>
      {withNavbar && leftMenuOpen && !compact ? (
        <MantineShell.Navbar p="xs">
          <MantineShell.Section grow component={ScrollArea}>
            <LeftMenu />
          </MantineShell.Section>
        </MantineShell.Navbar>
      ) : null}
      {signedIn ? (
        <Drawer
          opened={compact && drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('app.name')}
          size="80%"
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': t('shell:menu.close') }}
        >
          <LeftMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : null}
      <MantineShell.Main>
        <Flex mih="calc(100dvh - 104px)" direction="column">
          <Flex flex={1} align="stretch">
            {fullScreen ? null : <PinBoard side="left" />}
            <Box flex={1} miw={0} p="md">
              {navigation.state === 'loading' ? <DelayedLoader /> : null}
              <RouteGuard>
                <Outlet />
              </RouteGuard>
            </Box>
            {fullScreen ? null : <PinBoard side="right" />}
          </Flex>
          <AppFooter />
        </Flex>
      </MantineShell.Main>
    </MantineShell>
  );
}
