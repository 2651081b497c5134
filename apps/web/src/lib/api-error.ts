/** A non-OK answer of the API, or a network failure (status 0, code 'network'). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** The stable code: body.code, or the first string of a list answer, or 'network' / 'system.exception'. */
    readonly code: string,
    readonly body: unknown,
  ) {
    super(code);
  }
  /** Field errors of an 'invalid' answer, as { field: code }. */
  get fieldErrors(): Record<string, string> {
    const list = (this.body as { errorInfo?: { ModelState?: { field: string; code: string }[] } })?.errorInfo
      ?.ModelState;
    return Object.fromEntries((list ?? []).map((entry) => [entry.field, entry.code]));
  }
}
