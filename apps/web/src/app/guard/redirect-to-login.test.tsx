import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { setLocale } from '../../lib/set-locale';
import { LOGIN_REDIRECT_DELAY_MS, RedirectToLogin } from './redirect-to-login';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: () => <p>login screen</p> },
      { path: '*', Component: RedirectToLogin },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('the login-redirect page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setLocale('es');
  });

  it('shows its translated text and the title long enough to be seen, then goes to the login', () => {
    initI18n('es');
    setLocale('es');
    const router = renderAt('/exams?x=1');
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByText('Redirigiendo al inicio de sesión…')).toBeTruthy();
    expect(document.title).toBe('Iniciar sesión · Puente');
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe('/exams');
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/exams?x=1')}`);
  });

  it("shows the spec's words in English", () => {
    initI18n('en');
    setLocale('en');
    renderAt('/courses');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Redirect to Login')).toBeTruthy();
    expect(document.title).toBe('Login · Puente');
  });
});
