import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { LoginForm } from './login-form';

const invalid = 'El usuario debe ser un correo electrónico válido';

function renderForm(locationPending = false) {
  const onSubmit = vi.fn();
  renderWithApp(
    <LoginForm
      busy={false}
      locationPending={locationPending}
      onSubmit={onSubmit}
      onForgotPassword={vi.fn()}
    />,
    'es',
  );
  return {
    onSubmit,
    username: screen.getByLabelText(/^Usuario \(correo electrónico\)/),
    password: screen.getByLabelText(/^Contraseña/),
    rememberMe: screen.getByRole('checkbox', { name: 'Recordarme' }),
    submit: screen.getByRole('button', { name: 'Entrar' }),
  };
}

describe('the login form', () => {
  it('checks the username with the shared e-mail rule once it is left, and submits trimmed values', async () => {
    const user = userEvent.setup();
    const { onSubmit, username, password, rememberMe, submit } = renderForm();
    expect(submit).toHaveProperty('disabled', true);
    await user.type(username, 'ana.example.com');
    // No error while the field is first typed in.
    expect(screen.queryByText(invalid, { exact: false })).toBeNull();
    await user.click(password);
    expect(screen.getByText(invalid, { exact: false })).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    await user.type(password, 'Puente2026!');
    expect(submit).toHaveProperty('disabled', true);
    await user.clear(username);
    await user.type(username, '  Ana@Example.com ');
    // Editing clears the error; leaving the field checks again.
    expect(screen.queryByText(invalid, { exact: false })).toBeNull();
    await user.click(rememberMe);
    expect(screen.queryByText(invalid, { exact: false })).toBeNull();
    expect(rememberMe).toHaveProperty('checked', true);
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'Ana@Example.com',
      password: 'Puente2026!',
      rememberMe: true,
    });
  });

  it('waits for the location lookup before it can be sent', async () => {
    const user = userEvent.setup();
    const { username, password, submit } = renderForm(true);
    await user.type(username, 'ana@example.com');
    await user.type(password, 'Puente2026!');
    expect(submit).toHaveProperty('disabled', true);
  });
});
