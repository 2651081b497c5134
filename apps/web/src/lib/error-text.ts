import { ApiError } from './api-client';
import { i18n } from './i18n';

/** A refusal known by its code (a check made on the device, a payment's reason), with its values. */
type CodedFailure = { code: string; params?: Record<string, unknown> };

type ErrorTextOptions = {
  /** The text when the code has none, or the failure is no API answer: the generic error unless told. */
  fallback?: string;
  /** What a lost connection says: the generic network message unless told; `false`, the fallback. */
  network?: string | false;
};

const isCoded = (failure: unknown): failure is CodedFailure =>
  typeof failure === 'object' && failure !== null && typeof (failure as CodedFailure).code === 'string';

function codedFailure(failure: unknown): CodedFailure | null {
  if (failure instanceof ApiError) {
    const params = (failure.body as { params?: Record<string, unknown> } | null)?.params;
    return { code: failure.code, params };
  }
  return isCoded(failure) ? failure : null;
}

/**
 * The translated text of a failure: an `ApiError` (the server's code, with the values it sent) or a code;
 * `errors:<code>` from the shared catalogue, else the fallback. The one way the app puts a failure in words.
 */
export function errorText(failure: unknown, options: ErrorTextOptions = {}): string {
  const fallback = options.fallback ?? i18n.t('common:messages.default.error');
  const coded = codedFailure(failure);
  if (!coded) return fallback;
  if (coded.code === 'network' && options.network !== false) {
    return options.network ?? i18n.t('common:messages.default.network');
  }
  return i18n.t(`errors:${coded.code}`, { ...coded.params, defaultValue: fallback });
}
