import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@puente/shared';
import { MessageHost } from '../ui/messages/message-host';
import { ModalHost } from '../ui/modal-host';

/**
 * Confirmation modals, toasts and message dialogs. They are opened through their stores and events
 * (`modals.openConfirmModal`, `notifications.show`, `showToast`), so they load after the first screen.
 */
export default function Overlays() {
  return (
    <>
      <ModalHost />
      <Notifications position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      <MessageHost />
    </>
  );
}
