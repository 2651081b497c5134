import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_DIALOG_HEIGHT_PX, MESSAGE_DIALOG_Z_INDEX, TOAST_AUTO_CLOSE_MS } from '@puente/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentDialog, type MessageType, useMessageQueue } from './message-store';

const colors: Record<MessageType, string> = {
  success: 'teal',
  info: 'blue',
  warning: 'yellow',
  error: 'red',
};

/** Shows the queued messages: toasts through Mantine notifications, dialogs one at a time. */
export function MessageHost() {
  const { t } = useTranslation();
  const messages = useMessageQueue((state) => state.messages);
  const remove = useMessageQueue((state) => state.remove);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const message of messages) {
      if (message.dialog || shown.current.has(message.id)) continue;
      shown.current.add(message.id);
      notifications.show({
        id: message.id,
        title: message.title,
        message: message.description,
        color: colors[message.type],
        autoClose: TOAST_AUTO_CLOSE_MS,
        // The toast's close button (Mantine's) needs a name: axe counts a nameless button as serious.
        closeButtonProps: { 'aria-label': t('form.actions.close') },
        onClose: () => {
          shown.current.delete(message.id);
          remove(message.id);
        },
      });
    }
  }, [messages, remove, t]);

  const dialog = currentDialog(messages);
  const close = () => dialog && remove(dialog.id);
  return (
    <Modal
      opened={dialog !== undefined}
      onClose={close}
      title={dialog ? (dialog.title ?? t(`messages:title.${dialog.type}`)) : ''}
      withCloseButton={false}
      centered
      zIndex={MESSAGE_DIALOG_Z_INDEX}
      closeOnEscape
      styles={{ content: { minHeight: MESSAGE_DIALOG_HEIGHT_PX } }}
    >
      <Text c={dialog?.type === 'error' ? 'red.9' : undefined} data-testid="message-dialog-text">
        {dialog?.description}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} data-autofocus>
          {dialog?.buttonText ?? t('messages.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
