export { useMessageQueue } from './message-store';
export { showToast } from './show-message';
