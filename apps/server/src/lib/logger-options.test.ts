import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED_KEYS } from './logger-options.ts';

describe('log redaction', () => {
  it('never writes passwords, card numbers, CVCs or the Authorization header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }) as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.post('/echo', async (request) => {
      request.log.info({ body: request.body }, 'body received');
      request.log.info(request.body as object, 'flat');
      return { ok: true };
    });
    const secrets = {
      password: 'Secreto123',
      newPassword: 'Nuevo12345',
      number: '4242424242424242',
      cvc: '123',
      cardNumber: '4000000000000002',
      cvv: '9876',
      nested: { card: { number: '378282246310005', cvc: '4321' } },
    };
    await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { authorization: 'Bearer very-secret-token' },
      payload: secrets,
    });
    await app.close();
    const output = lines.join('\n');
    expect(output).toContain('body received');
    for (const value of [
      'Secreto123',
      'Nuevo12345',
      '4242424242424242',
      '4000000000000002',
      '378282246310005',
    ]) {
      expect(output).not.toContain(value);
    }
    expect(output).not.toMatch(/"(cvc|cvv)":"\d+"/);
    expect(output).not.toContain('very-secret-token');
    expect(REDACTED_KEYS).toEqual(expect.arrayContaining(['password', 'number', 'cvc', 'authorization']));
  });
});
