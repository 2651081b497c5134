import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddressParam } from './use-address-param';

/** Every render's choice beside the address it was drawn with. */
let drawn: { value: string | null; search: string }[] = [];

function Chooser() {
  const [tab, setTab] = useAddressParam('tab');
  const { search } = useLocation();
  drawn.push({ value: tab, search });
  return (
    <div>
      <p data-testid="tab">{tab ?? 'none'}</p>
      <button type="button" onClick={() => setTab('accounts')}>
        accounts
      </button>
    </div>
  );
}

function renderAt(...entries: string[]) {
  const router = createMemoryRouter([{ path: '/admin', Component: Chooser }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useAddressParam', () => {
  afterEach(() => {
    cleanup();
    drawn = [];
  });

  it('reads the choice from the address', () => {
    renderAt('/admin?tab=audit');
    expect(screen.getByTestId('tab').textContent).toBe('audit');
  });

  it('draws a new choice before the address has followed, then the address follows and keeps its other parts', async () => {
    const router = renderAt('/admin?x=1');
    expect(screen.getByTestId('tab').textContent).toBe('none');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'accounts' })));
    // A render showed the new choice while the address still had the old one: the click did not wait for it.
    expect(drawn).toContainEqual({ value: 'accounts', search: '?x=1' });
    expect(screen.getByTestId('tab').textContent).toBe('accounts');
    expect(router.state.location.search).toBe('?x=1&tab=accounts');
    // Replaced, not pushed: going back leaves the screen.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows an address that moves afterwards (a link, back or forward)', async () => {
    const router = renderAt('/admin?tab=users', '/admin?tab=audit');
    expect(screen.getByTestId('tab').textContent).toBe('audit');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'accounts' })));
    expect(screen.getByTestId('tab').textContent).toBe('accounts');
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('tab').textContent).toBe('users');
    await act(() => router.navigate('/admin?tab=outbox'));
    expect(screen.getByTestId('tab').textContent).toBe('outbox');
    await act(() => router.navigate('/admin'));
    expect(screen.getByTestId('tab').textContent).toBe('none');
  });
});
