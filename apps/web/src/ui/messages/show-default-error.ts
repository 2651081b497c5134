import { i18n } from '../../lib/i18n';
import { defaultErrorKey, showDialog, showToast } from './show-message';

// Apart from show-message.ts, which the first screen loads: only the management screens need these.
/** The default handler (spec section 8): a dialog with the text for the kind of failure. */
export const showDefaultError = (error: unknown) =>
  showDialog({ type: 'error', description: i18n.t(defaultErrorKey(error)) });

/** The generic failure toast: 'Oops, something went wrong'. */
export const showOopsToast = () => showToast('error', i18n.t('messages.default.oops'));
