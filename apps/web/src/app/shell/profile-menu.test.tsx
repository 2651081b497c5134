import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousState, useSession } from '../../lib/session/session-store';
import { renderWithApp } from '../../ui/test/render-with-app';
import { ProfileMenu } from './profile-menu';

/** A signed-in student whose next installment is months away (not due by its date). */
const student = (authenticationNeeded: boolean) =>
  useSession.setState({
    ...anonymousState,
    accessToken: 'token-1',
    role: 'Student',
    master: true,
    payEnabled: true,
    identity: {
      ...anonymousState.identity,
      id: 'u-1',
      name: 'Estefanía Muñoz',
      nextPaymentDate: '2099-01-10',
      authenticationNeeded,
    },
  });

afterEach(() => {
  useSession.setState(anonymousState, true);
});

describe('the profile icon', () => {
  it('is red while the auto-pay charge waits for the student to confirm it with the bank', () => {
    student(true);
    renderWithApp(
      <MemoryRouter>
        <ProfileMenu />
      </MemoryRouter>,
      'es',
    );
    expect(screen.getByTestId('profile-menu').getAttribute('data-payment-due')).toBe('true');
    expect(screen.getByTestId('profile-menu').textContent).toContain('Su banco pide que confirme un pago');
  });

  it('is not red for that student otherwise', () => {
    student(false);
    renderWithApp(
      <MemoryRouter>
        <ProfileMenu />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('profile-menu').getAttribute('data-payment-due')).toBe('false');
  });
});
