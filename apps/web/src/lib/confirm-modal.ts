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

/**
 * Opens a confirmation modal. Mantine's modals are events that only a mounted host hears, and the host
 * loads after the first screen: a click before it is there (a fast user, a slow phone) would open
 * nothing, so the modal waits for the host.
 */
export function openConfirmModal(props: ConfirmModalProps): void {
  if (hostMounted) modals.openConfirmModal(props);
  else waiting.push(props);
}
