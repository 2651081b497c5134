import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { defaultErrorKey, showDialog, showToast } from './show-message';

/**
 * The codes that only say what kind of failure it was: the default handler's own words say it (spec
 * section 8), not the catalogue's.
 */
const GENERIC_CODES = new Set([
  'network',
  'system.exception',
  'system.not-found',
  'system.unauthorized',
  'system.forbidden',
]);

/**
 * What the default handler says about a failure: a refusal with a catalogued code of its own (e.g.
 * `user.last-administrator`) in the catalogue's words, translated; anything else in the spec's default
 * texts ('a problem occurred with your request', 'unauthorized access', ...).
 */
function defaultErrorText(error: unknown): string {
  if (error instanceof ApiError && !GENERIC_CODES.has(error.code) && i18n.exists(`errors:${error.code}`)) {
    const params = (error.body as { params?: Record<string, unknown> } | null)?.params;
    return i18n.t(`errors:${error.code}`, { ...params });
  }
  return i18n.t(defaultErrorKey(error));
}

// Apart from show-message.ts, which the first screen loads: only the management screens need these.
/** The default handler (spec section 8): a dialog with the refusal's reason, or the text for its kind. */
export const showDefaultError = (error: unknown) =>
  showDialog({ type: 'error', description: defaultErrorText(error) });

/** The generic failure toast: 'Oops, something went wrong'. */
export const showOopsToast = () => showToast('error', i18n.t('messages.default.oops'));
