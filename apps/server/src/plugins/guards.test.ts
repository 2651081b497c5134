import { beforeAll, describe, expect, it } from 'vitest';
import { useSchool } from '../../test/use-school.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * Guards answer before the body is read or validated: a caller who may not make a call learns nothing
 * from it (no free card-number or package check), whatever the body.
 */
describe('guards before body validation', () => {
  let host: string;
  const t = useTestApp();
  const school = useSchool(t, 'Escuela Guardias');
  beforeAll(async () => {
    host = school.student$.host!;
  });

  const badCard = { number: '4242', cvc: 'x', expMonth: 13, expYear: 1, zipCode: '' };
  const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers 401 to anonymous callers, whatever the body, the params or the content type', async () => {
    const anonymous = { host };
    const calls: [method: 'POST' | 'PUT', url: string, payload: unknown][] = [
      ['POST', '/api/retail/attachpaymentmethod', badCard],
      ['POST', '/api/retail/attachpaymentmethod', '{"number":'],
      ['POST', '/api/retail/registerretailpayment', { amount: 'x' }],
      ['POST', '/api/retail/setautopayment', []],
      ['POST', '/api/content/import', { format: 'nope' }],
      ['POST', '/api/user-exams', {}],
      ['POST', '/api/exercises/not-a-uuid/check', { answer: 1 }],
      ['PUT', '/api/exam-attempts/x/answers/y', { answer: null }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await send(method, url, anonymous, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('system.unauthorized');
    }
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/api/retail/attachpaymentmethod',
      headers: { ...anonymous, 'content-type': 'text/xml' },
      payload: '<card/>',
    });
    expect(unsupported.statusCode).toBe(401);
  });

  it('answers 403 to signed-in callers of the wrong role before any schema error', async () => {
    const staffCard = await send('POST', '/api/retail/attachpaymentmethod', school.staff$, badCard);
    expect(staffCard.statusCode).toBe(403);
    expect(staffCard.json().code).toBe('system.forbidden');
    for (const [url, payload] of [
      ['/api/content/import', { format: 'nope' }],
      ['/api/user-exams', {}],
      ['/api/authentication/impersonate/not-a-uuid', {}],
    ] as const) {
      const res = await send('POST', url, school.student$, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('system.forbidden');
    }
  });

  it('validates the body of callers the guard lets through', async () => {
    const staff = await send('POST', '/api/user-exams', school.staff$, {});
    expect(staff.statusCode).toBe(400);
    expect(staff.json().code).toBe('invalid');
    const student = await send('POST', '/api/retail/attachpaymentmethod', school.student$, badCard);
    expect(student.statusCode).toBe(400);
  });
});
