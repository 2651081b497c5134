import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { TApiKeysResponse, TCustomerPaymentInfo, TPublicTenant, TRetailCustomer } from '@puente/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../../../lib/i18n';
import { setLocale } from '../../../lib/set-locale';
import { server as mockApi } from '../../../test/msw-server';
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
 * Renders the page against the mock API: account, customer, keys and tenant as given, the writes
 * (POST /retail/…) answered by `handler` (a 404 when it answers nothing). Returns the calls made.
 */
export function renderPaymentPage(options: {
  account?: Partial<TCustomerPaymentInfo>;
  customer?: TRetailCustomer;
  /** GET /retail/getapikeys; the sandbox unless told. */
  apiKeys?: TApiKeysResponse;
  handler?: Handler;
  url?: string;
  /** The page's language (Spanish unless told). */
  locale?: 'es' | 'en';
  /** GET /tenant: more of the school's public facts than its support phone. */
  tenant?: Partial<TPublicTenant>;
}) {
  polyfillBrowser();
  initI18n(options.locale ?? 'es');
  setLocale(options.locale ?? 'es');
  const calls: ApiCall[] = [];
  const server: FakeServer = {
    account: { ...accountSample, ...options.account },
    customer: options.customer ?? { id: 'cus_1', paymentMethods: [] },
  };
  /** Records the call, then answers it with `answer`'s body and status (a 404 when there is none). */
  const seen =
    (answer: (call: ApiCall) => { status?: number; body: unknown } | undefined) =>
    async ({ request }: { request: Request }) => {
      const address = new URL(request.url);
      const text = await request.text();
      const call: ApiCall = {
        method: request.method,
        path: address.pathname.replace(/^\/api/, '') + address.search,
        body: text ? JSON.parse(text) : undefined,
        headers: Object.fromEntries(request.headers.entries()),
      };
      calls.push(call);
      const answered = answer(call);
      return HttpResponse.json((answered?.body ?? { code: 'system.not-found' }) as object, {
        status: answered ? (answered.status ?? 200) : 404,
      });
    };
  mockApi.use(
    http.get(
      '/api/account/getmyaccount',
      seen(() => ({ body: server.account })),
    ),
    http.get(
      '/api/retail/getstripecustomer',
      seen(() => ({ body: server.customer })),
    ),
    http.get(
      '/api/retail/getapikeys',
      seen(() => ({ body: options.apiKeys ?? { retailKey: 'pk_test', provider: 'sandbox' } })),
    ),
    http.get(
      '/api/tenant',
      seen(() => ({ body: { supportPhone: '+1 (555) 010-2026', ...options.tenant } })),
    ),
    http.post(
      '/api/retail/:action',
      seen((call) => options.handler?.(call, server)),
    ),
  );
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
