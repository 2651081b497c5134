import type { ReactNode } from 'react';
import { openConfirmModal } from '../../lib/confirm-modal';
import { i18n } from '../../lib/i18n';

/** Answers once: confirm says yes; cancel, Escape or a click outside say no. */
function once(answer: (yes: boolean) => void) {
  let answered = false;
  const reply = (yes: boolean) => {
    if (answered) return;
    answered = true;
    answer(yes);
  };
  return { onConfirm: () => reply(true), onCancel: () => reply(false), onClose: () => reply(false) };
}

/** The generic warning about losing unsaved changes (spec section 2); focus on 'Keep editing'. */
export function confirmDiscard(answer: (discard: boolean) => void) {
  const t = i18n.getFixedT(null, 'common');
  openConfirmModal({
    title: t('form.discard.title'),
    children: t('form.discard.text'),
    labels: { confirm: t('form.discard.yes'), cancel: t('form.discard.no') },
    confirmProps: { color: 'red' },
    ...once(answer),
  });
}

/** The generic delete confirmation (spec section 2); focus on 'Cancel'. */
export function confirmDelete(name: string, answer: (remove: boolean) => void) {
  const t = i18n.getFixedT(null, 'common');
  openConfirmModal({
    title: t('form.delete.title'),
    children: t('form.delete.text', { name }),
    labels: { confirm: t('form.delete.yes'), cancel: t('form.delete.no') },
    confirmProps: { color: 'red' },
    ...once(answer),
  });
}

/** What a form asks before it saves: a title, what will happen (amounts, the resulting balance) and the yes. */
export type SaveQuestion = { title: string; text: ReactNode; yes: string };

/** The question a form asks before it saves; focus on 'Back to the form', which keeps the input. */
export function confirmSave(question: SaveQuestion): Promise<boolean> {
  const t = i18n.getFixedT(null, 'common');
  return new Promise((resolve) =>
    openConfirmModal({
      title: question.title,
      children: question.text,
      labels: { confirm: question.yes, cancel: t('form.confirm.back') },
      closeButtonProps: { 'aria-label': t('form.actions.close') },
      ...once(resolve),
    }),
  );
}
