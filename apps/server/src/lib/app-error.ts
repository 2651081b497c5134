import { type ErrorCode, type ErrorParams, errorCatalog } from '@puente/shared';

export type FieldError = { path: string; code: string; params?: Record<string, unknown> };

/** The one typed error use cases throw; the error handler maps its code to a status and a translated text. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details: {
      fields?: FieldError[];
      status?: number;
      cause?: unknown;
      extra?: Record<string, unknown>;
      /** Values the code's text names (`{{limit}}`): filled into the message and sent as `params`. */
      params?: ErrorParams;
    } = {},
  ) {
    super(code, { cause: details.cause });
    this.status = details.status ?? errorCatalog[code].status;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
