import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useStore } from 'zustand';
import { useFirstScreenDrawn } from '../../lib/first-screen';
import { useIsAuthenticated } from '../../lib/session';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes-guard';
import { LazyLoaderView } from '../../ui/lazy-delayed-loader';
import { type PinSide, pinBoards } from '../../ui/pins/pin-board-store';
import { useDelayedLoading } from '../../ui/use-delayed-loading';
import { RouteGuard } from '../guard/route-guard';
import { useLayout } from './layout-store';
import { MenuDrawer, PinBoard, SideMenu } from './lazy-chrome';
import classes from './shell.module.css';
import { SubHeaderNav } from './sub-header-nav';
import { TopBar } from './top-bar';
import { useScrollTopAfterMount } from './use-scroll-top-after-mount';

// Below the fold (the content is at least a screen high): its code loads on its own, once the first screen
// has been drawn. A prerendered page has its HTML (and is drawn already), which is hydrated once the code
// is in.
const AppFooter = lazy(() => import('./app-footer').then((module) => ({ default: module.AppFooter })));

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
  const navigating = navigation.state === 'loading';
  // After 250 ms of loading the next screen, a loader that then stays at least 150 ms.
  const showLoader = useDelayedLoading(navigating);
  const { pathname } = useLocation();
  const signedIn = useIsAuthenticated();
  const firstScreenDrawn = useFirstScreenDrawn();
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;
  const { leftMenuOpen, fullScreen, drawerOpen, setDrawerOpen } = useLayout();
  const withNavbar = signedIn && !fullScreen;
  useScrollTopAfterMount();
  useEffect(() => {
    if (pathname) setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);

  // The layout is CSS (shell.module.css): a fixed header, the navbar on wide screens, the content
  // beside and below them. It draws the same from the prerendered HTML, before any script.
  return (
    <div className={classes.shell} data-with-navbar={withNavbar && leftMenuOpen ? true : undefined}>
      {/* The first stop of the Tab key: past the top bar, menus and sub-header to the screen itself. */}
      {/* Forms with unsaved changes ask before a navigation, a reload or closing the tab loses them. */}
      {signedIn ? <UnsavedChangesGuard /> : null}
      <a href="#main-content" className={classes.skipLink}>
        {t('shell:skipToContent')}
      </a>
      <header className={classes.header}>
        <TopBar compact={compact} />
        <SubHeaderNav />
      </header>
      {withNavbar && leftMenuOpen && !compact ? (
        <nav className={classes.navbar}>
          <Suspense fallback={null}>
            <SideMenu />
          </Suspense>
        </nav>
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
      <main className={classes.main} id="main-content" tabIndex={-1}>
        <div className={classes.page}>
          {/* At least a screen high, so the footer starts below the fold and a screen whose content
              arrives later does not push it (no layout shift). */}
          <div className={classes.body}>
            {fullScreen ? null : <PinBoardSlot side="left" />}
            <div className={classes.content}>
              {navigating || showLoader ? <LazyLoaderView hidden={!showLoader} /> : null}
              {/* A screen that arrived while the loader still has its 150 ms to stay waits behind it. */}
              <div style={{ display: showLoader && !navigating ? 'none' : 'contents' }}>
                <RouteGuard>
                  <Outlet />
                </RouteGuard>
              </div>
            </div>
            {fullScreen ? null : <PinBoardSlot side="right" />}
          </div>
          {firstScreenDrawn ? (
            <Suspense fallback={null}>
              <AppFooter />
            </Suspense>
          ) : null}
        </div>
      </main>
    </div>
  );
}
