import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../ui/modal-host';
import { openConfirmModal } from './confirm-modal';

afterEach(() => cleanup());

describe('a confirmation modal asked for before its host is there', () => {
  it('opens once the host has mounted (the host loads after the first screen)', async () => {
    openConfirmModal({
      title: 'Cerrar sesión',
      children: '¿Seguro?',
      labels: { confirm: 'Sí', cancel: 'No' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    render(
      <MantineProvider>
        <ModalHost />
      </MantineProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Cerrar sesión' })).toBeTruthy();
  });
});

describe('every confirmation', () => {
  it('focuses the safe (cancel) button, even when the caller asked for the confirm button, so Enter cancels', async () => {
    let confirmed = 0;
    let cancelled = 0;
    render(
      <MantineProvider>
        <ModalHost />
      </MantineProvider>,
    );
    openConfirmModal({
      title: 'Cerrar sesión',
      children: '¿Seguro?',
      labels: { confirm: 'Cerrar sesión', cancel: 'Cancelar' },
      confirmProps: { color: 'red', 'data-autofocus': true } as never,
      onConfirm: () => {
        confirmed += 1;
      },
      onCancel: () => {
        cancelled += 1;
      },
    });
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect({ confirmed, cancelled }).toEqual({ confirmed: 0, cancelled: 1 });
  });
});
