import { openConfirmModal } from '../confirm-modal';
import { i18n } from '../i18n';
import { logout } from './session-service';

/**
 * Asks for confirmation (focus on 'Cancelar': Enter does not sign out), then signs out (logoff, clear,
 * reload to '/'). `onClosed` runs when the dialog closes, whatever the answer.
 */
export function confirmLogout(onClosed?: () => void) {
  const t = i18n.getFixedT(null, 'session');
  openConfirmModal({
    title: t('logout.confirm.title'),
    children: t('logout.confirm.text'),
    labels: { confirm: t('logout.confirm.yes'), cancel: t('logout.confirm.no') },
    confirmProps: { color: 'red' },
    onConfirm: () => void logout(),
    onClose: onClosed,
  });
}
