import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptSession } from '../../lib/session/impersonation';
import { clearSessionCookie } from '../../lib/session/session-cookie';
import { browser } from '../../lib/session/session-service';
import { anonymousState, useSession } from '../../lib/session/session-store';
import { server } from '../../test/msw-server';
import { storedSample } from '../../test/session-fixtures';
import { renderWithApp } from '../../ui/test/render-with-app';
import { ImpersonationBanner } from './impersonation-banner';

const acting = (impersonator: string | null) =>
  useSession.setState({
    ...anonymousState,
    accessToken: 'acting-token',
    identity: { ...anonymousState.identity, id: 'u-1', name: 'Estefanía Muñoz', impersonator },
  });

afterEach(() => {
  useSession.setState(anonymousState, true);
  clearSessionCookie();
  keptSession.write(null);
});

describe('the impersonation banner', () => {
  it('shows nothing to a user acting as themselves', () => {
    acting(null);
    renderWithApp(<ImpersonationBanner />);
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('says whom the administrator is viewing as, in Spanish and English', async () => {
    acting('admin-1');
    const { unmount } = renderWithApp(<ImpersonationBanner />, 'es');
    expect((await screen.findByRole('status')).textContent).toContain('Viendo como Estefanía Muñoz');
    screen.getByRole('button', { name: 'Volver a mi sesión' });
    unmount();
    renderWithApp(<ImpersonationBanner />, 'en');
    expect((await screen.findByRole('status')).textContent).toContain('Viewing as Estefanía Muñoz');
  });

  it("goes back to the administrator's session", async () => {
    acting('admin-1');
    keptSession.write({ ...storedSample, access_token: 'admin-token', scopes: 'Administrator' });
    const logoffs: string[] = [];
    server.use(
      http.put('/api/authentication/logoff', ({ request }) => {
        logoffs.push(request.method);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    browser.assign = vi.fn();
    renderWithApp(<ImpersonationBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to my session' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/admin'));
    expect(logoffs).toEqual(['PUT']);
  });
});
