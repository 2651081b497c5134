import { describe, expect, it } from 'vitest';
import { samplePackage } from '../../test/learning-kit.ts';
import { useSchool } from '../../test/use-school.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe('text the database cannot store (U+0000)', () => {
  const t = useTestApp();
  const school = useSchool(t, 'Escuela Nul');

  it('answers 400 invalid on the field, never 500, in a body, a query or a path parameter', async () => {
    const pkg = samplePackage();
    pkg.courses[0]!.title.es = 'Curso\u0000';
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/content/import',
      headers: school.staff$,
      payload: pkg,
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'invalid', errors: [{ path: 'courses.0.title.es' }] });

    const query = await t.app.inject({
      method: 'HEAD',
      url: '/api/courses/title/check?value=%00',
      headers: school.staff$,
    });
    expect(query.statusCode).toBe(400);

    const param = await t.app.inject({ url: '/api/public/certificates/PUE%00', headers: school.staff$ });
    expect(param.statusCode).toBe(400);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { host: school.staff$.host! },
      payload: { username: 'a\u0000@example.test', password: 'x\u0000' },
    });
    expect(login.statusCode).toBeLessThan(500);
    expect(login.json()).toEqual(['invalid']);
  });
});
