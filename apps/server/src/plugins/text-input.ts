import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Where the first string holding U+0000 is in a parsed value (a dotted path), or null. Iterative, so a
 * deeply nested body cannot overflow the stack; paths are only built below objects.
 */
function nulCharacterPath(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  if (!value || typeof value !== 'object') return null;
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    for (const key in current as object) {
      const item = (current as Record<string, unknown>)[key];
      const at = path ? `${path}.${key}` : key;
      if (typeof item === 'string') {
        if (item.includes('\u0000')) return at;
      } else if (item && typeof item === 'object') pending.push([item, at]);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a body, query or path parameter string carrying it answers
 * 400 `invalid` on that field before validation, instead of failing in the database (a 500).
 */
export const textInputPlugin = fp(async (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulCharacterPath(part);
      if (path !== null) return done(new AppError('invalid', { fields: [{ path, code: 'invalid' }] }));
    }
    done();
  });
});
