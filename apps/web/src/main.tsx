import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { preloadSignedInChrome } from './app/shell/lazy-chrome';
import { startI18n } from './lib/i18n';
import { initSession, isAuthenticated, useSession } from './lib/session';

initSession();
if (isAuthenticated(useSession.getState())) preloadSignedInChrome();
const router = createAppRouter();

// The router starts loading the first screen's code while the language's texts load.
void startI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
