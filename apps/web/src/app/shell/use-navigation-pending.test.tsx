import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNavigationPending, watchNavigations } from './use-navigation-pending';

describe('useNavigationPending', () => {
  it('is true from the start of a navigation until the next screen has arrived', async () => {
    let arrive = () => {};
    const router = createMemoryRouter([
      { path: '/', Component: () => null },
      {
        path: '/slow',
        lazy: () =>
          new Promise((resolve) => {
            arrive = () => resolve({ Component: () => null });
          }),
      },
    ]);
    watchNavigations(router);
    const { result } = renderHook(() => useNavigationPending());
    expect(result.current).toBe(false);
    void router.navigate('/slow');
    await waitFor(() => expect(result.current).toBe(true));
    act(() => arrive());
    await waitFor(() => expect(result.current).toBe(false));
    expect(router.state.location.pathname).toBe('/slow');
  });
});
