import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** Where the first string holding U+0000 is in a parsed value (a dotted path), or null. */
function nulCharacterPath(value: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path.join('.');
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) pending.push({ value: item, path: [...path, key] });
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
