import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import { MessageHost } from './message-host';
import { useMessageQueue } from './message-store';
import { showDialog, showToast } from './show-message';

const renderHost = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <MessageHost />
      </MantineProvider>
    </I18nextProvider>,
  );

describe('MessageHost', () => {
  beforeEach(() => {
    initI18n('es');
    useMessageQueue.getState().clear();
  });

  it('shows dialogs one at a time with Aceptar, and Escape closes the current one', async () => {
    renderHost();
    act(() => {
      showDialog({ type: 'error', description: 'Primero' });
      showDialog({ type: 'error', description: 'Primero' });
      showDialog({ type: 'info', description: 'Segundo' });
    });
    expect(await screen.findByText('Primero')).toBeTruthy();
    expect(screen.queryByText('Segundo')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Segundo')).toBeTruthy();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(useMessageQueue.getState().messages).toHaveLength(0));
  });

  it('shows a toast without a confirm button', async () => {
    renderHost();
    act(() => {
      showToast('success', 'Guardado');
    });
    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });
});
