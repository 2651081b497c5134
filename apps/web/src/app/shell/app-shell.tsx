import { Box, Flex, AppShell as MantineShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useStore } from 'zustand';
import { useIsAuthenticated } from '../../lib/session';
import { DelayedLoader } from '../../ui/delayed-loader';
import { RouteGuard } from '../guard/route-guard';
import { AppFooter } from './app-footer';
import { useLayout } from './layout-store';
import { MenuDrawer, PinBoard, SideMenu } from './lazy-chrome';
import { type PinSide, pinBoards } from './pins/pin-board-store';
import { SubHeaderNav } from './sub-header-nav';
import { TopBar } from './top-bar';
import { useScrollTopAfterMount } from './use-scroll-top-after-mount';

/** A side's pin board, loaded only once something is pinned there. */
function PinBoardSlot({ side }: { side: PinSide }) {
  const pinned = useStore(pinBoards[side], (board) => board.items.length > 0);
  return pinned ? (
    <Suspense fallback={null}>
      <PinBoard side={side} />
    </Suspense>
  ) : null;
}

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
          <Suspense fallback={null}>
            <SideMenu />
          </Suspense>
        </MantineShell.Navbar>
      ) : null}
      {signedIn && compact ? (
        <Suspense fallback={null}>
          <MenuDrawer
            opened={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('app.name')}
            closeLabel={t('shell:menu.close')}
          />
        </Suspense>
      ) : null}
      <MantineShell.Main>
        <Flex mih="calc(100dvh - 104px)" direction="column">
          {/* At least a screen high, so the footer starts below the fold and a screen whose content
              arrives later does not push it (no layout shift). */}
          <Flex flex={1} align="stretch" mih="calc(100dvh - 104px)">
            {fullScreen ? null : <PinBoardSlot side="left" />}
            <Box flex={1} miw={0} p="md">
              {navigation.state === 'loading' ? <DelayedLoader /> : null}
              <RouteGuard>
                <Outlet />
              </RouteGuard>
            </Box>
            {fullScreen ? null : <PinBoardSlot side="right" />}
          </Flex>
          <AppFooter />
        </Flex>
      </MantineShell.Main>
    </MantineShell>
  );
}
