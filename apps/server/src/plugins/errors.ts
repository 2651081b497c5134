import { type ApiErrorBody, errorMessage, type SupportedLocale } from '@puente/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError, isAppError } from '../lib/app-error.ts';
import { localeFromAcceptLanguage, resolveLocale } from '../lib/locale.ts';
import { setSecurityHeaders } from './security.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'list' answers errors as a JSON list of codes (the spec's login and password calls). */
    errorFormat?: 'list';
  }
}

/** The parameters of a zod issue a message may show (limits, allowed values). */
const PARAMETER_KEYS = ['minimum', 'maximum', 'inclusive', 'origin', 'expected', 'values', 'format'];

function parametersOf(params: unknown): Record<string, unknown> {
  const source = (params ?? {}) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of PARAMETER_KEYS) {
    const value = source[key];
    if (value === undefined) continue;
    picked[key] = typeof value === 'bigint' ? Number(value) : value;
  }
  return picked;
}

function toFieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    code: issue.message && /^[a-z][a-z0-9.-]*$/.test(issue.message) ? issue.message : 'invalid',
    params: parametersOf(issue.params),
  }));
}

/** The path of what holds a field: "vocabulary.2" for "vocabulary.2.en", null for a top-level field. */
const parentOf = (path: string) => (path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : null);

/** Turns any thrown error into an AppError: validation, body parsing, rate limits, the rest. */
function normalizeError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    return new AppError('invalid', { fields: toFieldErrors(fastifyError) });
  }
  const status = fastifyError?.statusCode;
  if (status === 429) return new AppError('system.rate-limited');
  if (status === 404) return new AppError('system.not-found');
  if (status && status >= 400 && status < 500) return new AppError('system.invalid-input', { status });
  return new AppError('system.exception', { cause: error });
}

export function errorBody(error: AppError, locale: SupportedLocale): ApiErrorBody {
  const { params } = error.details;
  const body: ApiErrorBody = { code: error.code, message: errorMessage(error.code, locale, params) };
  if (params) body.params = params;
  if (error.details.fields?.length) {
    const fields = error.details.fields.map((field) => ({
      path: field.path,
      code: field.code,
      message:
        errorMessage(field.code, locale) === errorMessage('system.exception', locale)
          ? field.code
          : errorMessage(field.code, locale),
    }));
    body.errors = fields;
    body.errorInfo = {
      ModelState: fields.map(({ path, code, message }, index) => ({
        field: path,
        code,
        message,
        Code: code,
        Parameters: error.details.fields?.[index]?.params ?? {},
        Parent: parentOf(path),
        Children: [],
      })),
    };
  }
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (request.routeOptions.config?.errorFormat === 'list') {
    const codes = error.details.fields?.length
      ? error.details.fields.map((field) => field.code)
      : [error.code as string];
    return reply.status(error.status).send(codes);
  }
  return reply.status(error.status).send(errorBody(error, request.locale));
}

/** Logs and answers any error with its stable code. */
function handleError(raw: unknown, request: FastifyRequest, reply: FastifyReply) {
  const error = normalizeError(raw);
  if (error.status >= 500) request.log.error({ err: raw }, 'request failed');
  else request.log.info({ code: error.code }, 'request refused');
  return sendError(request, reply, error);
}

/**
 * Fastify's `frameworkErrors`: errors met before any route or hook runs (`FST_ERR_BAD_URL` for
 * `/api/%`, a too long path parameter). They answer like every other error, with the security headers.
 */
export function handleFrameworkError(raw: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  request.locale = resolveLocale(localeFromAcceptLanguage(request.headers['accept-language']));
  return handleError(raw, request, reply);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});
