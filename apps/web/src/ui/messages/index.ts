export { MessageHost } from './message-host';
export {
  currentDialog,
  type Message,
  MessageLevel,
  type MessageType,
  useMessageQueue,
} from './message-store';
export {
  defaultErrorKey,
  showDialog,
  showErrorDialog,
  showFailureToast,
  showInvalidToast,
  showSuccessToast,
  showToast,
} from './show-message';
