import { createBrowserRouter } from 'react-router';
import { DelayedLoader } from '../ui/delayed-loader';
import RouteErrorPage from '../ui/route-error-page';
import { routeTable } from './route-table';
import { AppShell } from './shell/app-shell';

const AppLoading = () => <DelayedLoader fullHeight />;

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: AppShell,
      HydrateFallback: AppLoading,
      children: [{ ErrorBoundary: RouteErrorPage, children: routeTable }],
    },
  ]);
}
