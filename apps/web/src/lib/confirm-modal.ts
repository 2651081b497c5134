import { modals } from '@mantine/modals';

type ConfirmModalProps = Parameters<typeof modals.openConfirmModal>[0];

let hostMounted = false;
const waiting: ConfirmModalProps[] = [];

/**
 * Called by the modal host once it is mounted and listening (ui/modal-host.tsx): modals asked for
 * meanwhile open now. Returns what to call when it unmounts.
 */
export function modalHostMounted(): () => void {
  hostMounted = true;
  for (const props of waiting.splice(0)) modals.openConfirmModal(props);
  return () => {
    hostMounted = false;
  };
}

let opened = 0;

/**
 * Puts the focus back on the cancel button when something outside the dialog took it (a menu that
 * closes returns the focus to its button a moment after the item that opened the dialog was chosen).
 */
function keepFocusInside(cancelId: string) {
  const cancel = document.getElementById(cancelId);
  const dialog = cancel?.closest('[role="dialog"]');
  if (cancel && dialog && !dialog.contains(document.activeElement)) cancel.focus();
}

/**
 * The safe answer first: the cancel button takes the focus when the modal opens, so Enter (or a
 * double press) never signs out, deletes or submits by accident. The confirm button cannot take it.
 */
function withSafeFocus(props: ConfirmModalProps): ConfirmModalProps {
  const { 'data-autofocus': _ignored, ...confirmProps } = (props.confirmProps ?? {}) as Record<
    string,
    unknown
  >;
  opened += 1;
  const cancelId = `confirm-cancel-${opened}`;
  return {
    ...props,
    confirmProps,
    cancelProps: {
      ...props.cancelProps,
      id: cancelId,
      'data-autofocus': true,
    } as ConfirmModalProps['cancelProps'],
    onEnterTransitionEnd: () => {
      keepFocusInside(cancelId);
      props.onEnterTransitionEnd?.();
    },
  };
}

/**
 * Opens a confirmation modal, focus on its cancel button. Mantine's modals are events that only a
 * mounted host hears, and the host loads after the first screen: a click before it is there (a fast
 * user, a slow phone) would open nothing, so the modal waits for the host.
 */
export function openConfirmModal(props: ConfirmModalProps): void {
  const safe = withSafeFocus(props);
  if (hostMounted) modals.openConfirmModal(safe);
  else waiting.push(safe);
}
