import { MantineProvider } from '@mantine/core';
import { cleanNotifications, Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { onTestFinished } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import { setLocale } from '../../lib/set-locale';
import { MessageHost } from '../messages/message-host';
import { useMessageQueue } from '../messages/message-store';
import { ModalHost } from '../modal-host';

// Slow machines (and parallel test runs) need more than the default second.
configure({ asyncUtilTimeout: 4000 });

/** Renders a screen with what the app gives every screen: texts, Mantine, queries, modals, messages. */
export function renderWithApp(ui: ReactNode, locale: 'es' | 'en' = 'en') {
  initI18n(locale);
  setLocale(locale);
  // Test files share one module graph, and with it the app's message queue and Mantine's toast store: a
  // message an earlier test left queued would show again in this host, and hide the same text of this test
  // as a duplicate.
  useMessageQueue.getState().clear();
  cleanNotifications();
  // Test files share one module graph: the next test starts in the default language again.
  onTestFinished(() => {
    setLocale('es');
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalHost>
            <Notifications />
            <MessageHost />
            {ui}
          </ModalHost>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** jsdom lays nothing out: the list's scroller gets a height, so the virtual list draws its rows. */
export function layOutScroller(height = 400) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'list-scroller' ? height : 0;
    },
  });
  // The getter is Element.prototype's, not HTMLElement's own: without one to put back, the override goes.
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
    else delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  };
}
