import { MantineProvider } from '@mantine/core';
import type { TMenus } from '@puente/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiErrorListener } from '../../lib/api-client';
import { initI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { listenForPaymentRequired } from '../../lib/session/payment-step';
import { sessionEvents } from '../../lib/session/session-events';
import { anonymousState } from '../../lib/session/session-store';
import { setLocale } from '../../lib/set-locale';
import { server } from '../../test/msw-server';
import { queryClient } from '../query-client';
import { LeftMenu } from './left-menu';
import { PRODUCT_KEY, useMenu } from './menu/menu-store';
import { ShellQuery } from './menu/shell-query';

const products: TMenus['products'] = [
  { id: 'management', title: 'menu.product.management', priority: 1, path: '/admin' },
  { id: 'learning', title: 'menu.product.learning', priority: 2, path: '/courses' },
];
const management: TMenus = {
  products,
  product: 'management',
  groups: [
    {
      id: 'reports',
      title: 'menu.group.reports',
      priority: 4,
      product: 'management',
      items: [{ id: 'userActivity', title: 'menu.item.userActivity', priority: 1, path: '/user-activity' }],
    },
  ],
};
const learning: TMenus = {
  products,
  product: 'learning',
  groups: [
    {
      id: 'study',
      title: 'menu.group.study',
      priority: 1,
      product: 'learning',
      items: [{ id: 'courses', title: 'menu.item.courses', priority: 1, path: '/courses' }],
    },
  ],
};

// The server's answers, put where the menus query keeps them: the test makes no call.
function seedMenus() {
  queryClient.setQueryData(['shell', 'menus', 'admin-1', null], management);
  queryClient.setQueryData(['shell', 'menus', 'admin-1', 'management'], management);
  queryClient.setQueryData(['shell', 'menus', 'admin-1', 'learning'], learning);
}

function renderMenu(path = '/admin') {
  const router = createMemoryRouter([{ path: '*', element: <LeftMenu withProducts /> }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider>
      <ShellQuery>
        <RouterProvider router={router} />
      </ShellQuery>
    </MantineProvider>,
  );
  return router;
}

describe('the left menu', () => {
  beforeEach(() => {
    initI18n('es');
    setLocale('es');
    useMenu.getState().reset();
    useSession.setState({ identity: { ...anonymousState.identity, id: 'admin-1', name: 'Admin' } });
    seedMenus();
  });
  afterEach(() => {
    useSession.setState(anonymousState);
    useMenu.getState().reset();
    queryClient.removeQueries({ queryKey: ['shell', 'menus'] });
  });

  it("selects the server's default product, opens and closes a group, and switches product", async () => {
    const router = renderMenu();
    const reports = await screen.findByRole('button', { name: 'Informes' });
    expect(useMenu.getState().selectedProduct).toBe('management');
    expect(localStorage.getItem(PRODUCT_KEY)).toBe('management');
    fireEvent.click(reports);
    expect(reports.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Actividad de usuarios', hidden: true })).toBeTruthy();
    // Selecting the open group again closes it.
    fireEvent.click(reports);
    expect(reports.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('radio', { name: 'Aprendizaje' }));
    expect(await screen.findByRole('button', { name: 'Estudio' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Informes' })).toBeNull();
    expect(router.state.location.pathname).toBe('/courses');
    expect(useMenu.getState().loadedProducts).toEqual(['management', 'learning']);
    expect(localStorage.getItem(PRODUCT_KEY)).toBe('learning');
  });

  it('opens the group of the current page, and forgets the menus on sign-out', async () => {
    renderMenu('/user-activity');
    const reports = await screen.findByRole('button', { name: 'Informes' });
    expect(reports.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByRole('link', { name: 'Actividad de usuarios', hidden: true }).getAttribute('aria-current'),
    ).toBe('page');
    // The menu still on screen asks the server again once its menus are forgotten.
    let asked = 0;
    server.use(
      http.get('/api/menus', () => {
        asked += 1;
        return HttpResponse.json(management);
      }),
    );
    act(() => sessionEvents.emit('SessionSignedOut', undefined));
    expect(queryClient.getQueryData(['shell', 'menus', 'admin-1', 'learning'])).toBeUndefined();
    expect(localStorage.getItem(PRODUCT_KEY)).toBeNull();
    await waitFor(() => expect(asked).toBeGreaterThan(0));
  });

  it('says nothing of a failure while a debtor must pay first (the menus are refused until then), and draws the menus once paid', async () => {
    queryClient.removeQueries({ queryKey: ['shell', 'menus'] });
    useSession.setState({ identity: { ...anonymousState.identity, id: 'debtor-1', name: 'Moroso' } });
    listenForPaymentRequired();
    let paid = false;
    let asked = 0;
    server.use(
      http.get('/api/menus', () => {
        asked += 1;
        return paid
          ? HttpResponse.json(learning)
          : HttpResponse.json({ code: 'payment.required' }, { status: 403 });
      }),
    );
    try {
      renderMenu('/courses');
      await waitFor(() => expect(useSession.getState().paymentRequired).toBe(true));
      // The read has failed for good (after its one retry).
      await waitFor(
        () =>
          expect(
            queryClient.getQueryCache().findAll({ queryKey: ['shell', 'menus', 'debtor-1'] })[0]?.state
              .status,
          ).toBe('error'),
        { timeout: 10_000 },
      );
      expect(screen.queryByText('No se pudo cargar el menú. Recargue la página.')).toBeNull();
      // Paid: the menus are asked for again and drawn.
      const refused = asked;
      paid = true;
      act(() => useSession.setState({ paymentRequired: false }));
      expect(await screen.findByRole('button', { name: 'Estudio' })).toBeTruthy();
      expect(asked).toBeGreaterThan(refused);
    } finally {
      setApiErrorListener(() => {});
    }
  });

  it('says so when the menus cannot be read for any other reason', async () => {
    queryClient.removeQueries({ queryKey: ['shell', 'menus'] });
    server.use(
      http.get('/api/menus', () => HttpResponse.json({ code: 'system.unexpected' }, { status: 500 })),
    );
    renderMenu('/courses');
    expect(
      await screen.findByText('No se pudo cargar el menú. Recargue la página.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
