import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '../ui/modal-host';
import { openConfirmModal } from './confirm-modal';

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
