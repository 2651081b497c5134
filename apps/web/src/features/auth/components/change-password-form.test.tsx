import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { ChangePasswordForm } from './change-password-form';

const requirements = 'La contraseña debe tener al menos 8 caracteres y un dígito.';
const mismatch = 'Las contraseñas no coinciden.';

describe('the change-password form', () => {
  it('checks the shared rules, shows errors once edited, and submits only when valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(<ChangePasswordForm busy={false} lastStep onSubmit={onSubmit} />, 'es');
    const password = screen.getByLabelText(/^Contraseña nueva/);
    const confirmation = screen.getByLabelText(/^Confirmar contraseña/);
    const submit = screen.getByRole('button', { name: 'Cambiar contraseña' });
    // The requirement is a hint until the field is edited.
    expect(password.getAttribute('data-invalid')).toBeNull();
    expect(screen.getByText(requirements)).toBeTruthy();
    expect(screen.queryByText(mismatch)).toBeNull();
    await user.type(password, 'short');
    expect(password.getAttribute('data-invalid')).toBe('true');
    await user.type(password, ' 2026');
    expect(password.getAttribute('data-invalid')).toBeNull();
    await user.type(confirmation, 'short 2027');
    expect(screen.getByText(mismatch)).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    // A change of the password checks the confirmation again.
    await user.clear(password);
    await user.type(password, 'short 2027');
    expect(screen.queryByText(mismatch)).toBeNull();
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('short 2027');
  });
});
