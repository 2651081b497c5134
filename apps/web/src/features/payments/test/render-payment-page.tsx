import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { TApiKeysResponse, TCustomerPaymentInfo, TRetailCustomer } from '@puente/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../../../lib/i18n';
import { setLocale } from '../../../lib/set-locale';
import { answerFetch } from '../../../test/msw-server';
import { ModalHost } from '../../../ui/modal-host';
import RetailPaymentPage from '../routes/retail-payment-page';

// Slow machines (and parallel test runs) need more than the default second.
configure({ asyncUtilTimeout: 4000 });

/** What jsdom lacks and Mantine needs. */
function polyfillBrowser() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
}

const accountSample: TCustomerPaymentInfo = {
  balance: 120.5,
  installment: 40,
  lateCharges: 0,
  delinquentAmount: 0,
  lastPaymentDate: '2026-04-10',
  nextPaymentDate: null,
  installments: 3,
  pendingPayments: 0,
  isActive: true,
  payMethodId: null,
  retailKey: 'pk_test',
};

type ApiCall = { method: string; path: string; body: unknown; headers: Record<string, string> };
/** What the stubbed server holds; a handler may change it. */
type FakeServer = { account: TCustomerPaymentInfo; customer: TRetailCustomer };
type Handler = (call: ApiCall, server: FakeServer) => { status?: number; body: unknown } | undefined;

/**
 * Renders the page against a stubbed API: account and customer as given, other calls answered
 * by `handler` (a 404 when it answers nothing). Returns the calls made.
 */
export function renderPaymentPage(options: {
  account?: Partial<TCustomerPaymentInfo>;
  customer?: TRetailCustomer;
  /** GET /retail/getapikeys; the sandbox unless told. */
  apiKeys?: TApiKeysResponse;
  handler?: Handler;
  url?: string;
}) {
  polyfillBrowser();
  initI18n('es');
  setLocale('es');
  const calls: ApiCall[] = [];
  const server: FakeServer = {
    account: { ...accountSample, ...options.account },
    customer: options.customer ?? { id: 'cus_1', paymentMethods: [] },
  };
  answerFetch(async (url, init) => {
    const path = url.replace(/^\/api/, '');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: init.headers as Record<string, string>,
    };
    calls.push(call);
    const fixed: Record<string, unknown> = {
      '/account/getmyaccount': server.account,
      '/retail/getstripecustomer': server.customer,
      '/retail/getapikeys': options.apiKeys ?? { retailKey: 'pk_test', provider: 'sandbox' },
      '/tenant': { supportPhone: '+1 (555) 010-2026' },
    };
    const answer = path in fixed ? { body: fixed[path] } : options.handler?.(call, server);
    return new Response(JSON.stringify(answer?.body ?? { code: 'system.not-found' }), {
      status: answer ? (answer.status ?? 200) : 404,
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/retail-payment', Component: RetailPaymentPage }], {
    initialEntries: [options.url ?? '/retail-payment'],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalHost>
            <Notifications />
            <RouterProvider router={router} />
          </ModalHost>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, calls, queryClient };
}
