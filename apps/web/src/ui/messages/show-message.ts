import { ApiError } from '../../lib/api-error';
import { type MessageType, type NewMessage, useMessageQueue } from './message-store';

/** A toast: bottom-end, closes itself after 3500 ms, no confirm button. */
export const showToast = (type: MessageType, description: string, title?: string) =>
  useMessageQueue.getState().push({ type, description, title, dialog: false });

/** A dialog message with a confirm button ('Aceptar' unless told); Enter or Esc closes it. */
export const showDialog = (message: Omit<NewMessage, 'dialog'>) =>
  useMessageQueue.getState().push({ ...message, dialog: true });

/** The default handler's text key for an error (spec section 8). */
export function defaultErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'messages.default.network';
    if (error.status === 401 || error.status === 403) return 'messages.default.unauthorized';
    if (error.status === 404) return 'messages.default.notFound';
  }
  return 'messages.default.error';
}
