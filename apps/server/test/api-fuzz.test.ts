import { errorCatalog } from '@puente/shared';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { type DemoSeed, seedDemo } from '../src/seed/seed-demo.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { assertKnownKeywords, type JsonSchema, schemaArbitraries } from './json-schema-arbitrary.ts';
import { signIn } from './sign-in.ts';

/**
 * Gate: every endpoint of the OpenAPI document, called with generated valid, boundary and invalid
 * bodies, parameters, query strings, headers and encodings, as each kind of caller, never answers 5xx,
 * and every 4xx carries a stable code of the shared catalogue. Guarded endpoints answer anonymous
 * callers 401 whatever they send. FUZZ_SEED and FUZZ_RUNS replay or deepen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const HOST = 'localhost';

/** Free strings worth trying: the demo users' e-mails, the shapes of provider ids, a stored card's last digits. */
const { validValue, fuzzValue } = schemaArbitraries([
  'estudiante@demo.puente.test',
  'invitado@demo.puente.test',
  'admin@demo.puente.test',
  'nadie@demo.puente.test',
  'cus_123',
  'pm_card_visa',
  'pm_123',
  '4242424242424242',
  '4000000000000002',
  '28001',
  '123',
]);

type Caller = 'anonymous' | 'student' | 'guest' | 'professor' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'student', 'guest', 'professor', 'admin'];
const DEMO_KEY = { student: 'estudiante', guest: 'invitado', professor: 'profesor', admin: 'admin' } as const;

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  secured: boolean;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
};

function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const where = `${method.toUpperCase()} ${path}`;
      assertKnownKeywords(body, `${where} body`);
      for (const parameter of operation.parameters ?? []) {
        assertKnownKeywords(parameter.schema, `${where} ${parameter.in} ${parameter.name}`);
      }
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body,
        secured: Boolean(operation.security?.length),
      };
    }),
  );
}

/** A parameter value as it travels in a URL or a header. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Percent-encoded for a URL; a lone surrogate (no UTF-8 spelling) travels as the bytes a sloppy client sends. */
function encoded(value: unknown): string {
  try {
    return encodeURIComponent(asText(value));
  } catch {
    return '%ED%A0%80';
  }
}

/** Header values a client can really send: latin-1 without control characters. */
const headerText = fc.string({
  maxLength: 60,
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((code) => String.fromCharCode(code)),
});

/** Path segments no generator would spell: escapes, traversal, a segment longer than the router allows. */
const rawSegments = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '%E2%82',
  '%C0%AF',
  '%F0%9F%98%80',
  'a'.repeat(300),
  '%20',
  '%u0041',
  '%ED%A0%80',
);

const rawBodies = fc.constantFrom(
  '',
  '{',
  'null',
  '[]',
  '"x"',
  '0',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\uFEFF{}',
  '1e999',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
);

const jsonTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
);
const otherTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '',
);

type BodyPart = { payload?: string | Buffer; contentType?: string };

function bodyArbitrary(operation: Operation): fc.Arbitrary<BodyPart> {
  const schema = operation.body ?? {};
  const hasBody = operation.body !== undefined;
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(fuzzValue(schema), jsonTypes)
        .map(([value, contentType]) => ({ payload: JSON.stringify(value) ?? '', contentType })),
      weight: hasBody ? 8 : 1,
    },
    {
      arbitrary: fc.tuple(rawBodies, jsonTypes).map(([payload, contentType]) => ({ payload, contentType })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.string(), otherTypes)
        .map(([payload, contentType]) => ({ payload, contentType })),
      weight: 1,
    },
    {
      arbitrary: fc.constant({
        payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00]),
        contentType: 'application/json',
      }),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: hasBody ? 1 : 4 },
  );
}

type Generated = { url: string; headers: Record<string, string>; body: BodyPart; wellFormedPath: boolean };

function requestArbitrary(operation: Operation, authorization: fc.Arbitrary<string | undefined>) {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');

  const segment = (parameter: Parameter) =>
    fc.oneof(
      {
        arbitrary: validValue(parameter.schema).map((value) => ({ text: encoded(value), ok: true })),
        weight: 5,
      },
      {
        arbitrary: fuzzValue(parameter.schema).map((value) => ({ text: encoded(value), ok: false })),
        weight: 2,
      },
      { arbitrary: rawSegments.map((text) => ({ text, ok: false })), weight: 1 },
    );
  const path = fc.tuple(...pathParameters.map(segment)).map((segments) => {
    let url = operation.path;
    pathParameters.forEach((parameter, index) => {
      url = url.replace(`{${parameter.name}}`, segments[index]!.text);
    });
    return { url, ok: segments.every((part) => part.ok && part.text !== '') };
  });

  const queryValue = (parameter: Parameter) =>
    fc.option(
      fc.oneof(
        fuzzValue(parameter.schema).map((value) => `${parameter.name}=${encoded(value)}`),
        fc.constantFrom(
          `${parameter.name}`,
          `${parameter.name}=%`,
          `${parameter.name}=a&${parameter.name}=b`,
          `${parameter.name}[x]=1`,
        ),
      ),
      { freq: parameter.required ? 6 : 2 },
    );
  const query = fc
    .tuple(
      fc.tuple(...queryParameters.map(queryValue)),
      fc.option(fc.constantFrom('extra=1', '%=1', 'a[b][c]=1', '__proto__[x]=1'), { freq: 4 }),
    )
    .map(([values, extra]) => [...values, extra].filter((part): part is string => Boolean(part)).join('&'));

  const headerValue = (parameter: Parameter) =>
    fc.option(
      fc.oneof(
        fuzzValue(parameter.schema)
          .map(asText)
          .filter((text) => /^[\x20-\x7e\xa0-\xff]*$/.test(text)),
        headerText,
      ),
    );
  const headers = fc
    .record({
      authorization,
      acceptLanguage: fc.option(
        fc.oneof(fc.constantFrom('es', 'en', 'fr', 'en-US,en;q=0.9', '*', 'en;q=abc', ''), headerText),
      ),
      forwarded: fc.option(fc.constantFrom('203.0.113.9', 'evil.test', 'https', 'x'.repeat(300))),
      declared: fc.tuple(...headerParameters.map(headerValue)),
    })
    .map(({ authorization, acceptLanguage, forwarded, declared }) => {
      const result: Record<string, string> = { host: HOST };
      if (authorization !== undefined) result.authorization = authorization;
      if (acceptLanguage !== null) result['accept-language'] = acceptLanguage;
      if (forwarded !== null) {
        result['x-forwarded-for'] = forwarded;
        result['x-forwarded-host'] = forwarded;
        result['x-forwarded-proto'] = forwarded;
      }
      headerParameters.forEach((parameter, index) => {
        const value = declared[index];
        if (value !== null && value !== undefined) result[parameter.name] = value;
      });
      return result;
    });

  return fc.record({ path, query, headers, body: bodyArbitrary(operation) }).map(
    ({ path, query, headers, body }): Generated => ({
      url: query ? `${path.url}?${query}` : path.url,
      headers,
      body,
      wellFormedPath: path.ok,
    }),
  );
}

const catalogued = (code: unknown) => typeof code === 'string' && Object.hasOwn(errorCatalog, code);

/** Why an answer breaks the gate, or null. */
function problemWith(
  operation: Operation,
  caller: Caller,
  request: Generated,
  res: Response,
  guarded: boolean,
) {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 400 && operation.method !== 'HEAD') {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return `answered ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
    }
    const codes = Array.isArray(body) ? body : [(body as { code?: unknown }).code];
    if (codes.length === 0 || !codes.every(catalogued)) {
      return `answered ${res.statusCode} with a code outside the catalogue: ${res.body.slice(0, 300)}`;
    }
  }
  if (caller === 'anonymous' && guarded && request.wellFormedPath && res.statusCode !== 401) {
    return `a guarded endpoint answered an anonymous caller ${res.statusCode}, not 401: ${res.body.slice(0, 200)}`;
  }
  return null;
}

describe('every endpoint under generated input', () => {
  let t: TestApp;
  let demo: DemoSeed;
  let operations: Operation[];
  const tokens = new Map<Caller, string>();

  const signInAll = async () => {
    for (const caller of CALLERS) {
      if (caller === 'anonymous') continue;
      const user = demo.users[DEMO_KEY[caller]];
      tokens.set(caller, (await signIn(t, user, { host: HOST, password: DEMO_PASSWORD })).token);
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    demo = await seedDemo(t.deps.db, t.deps.clock);
    operations = operationsOf(t.app.swagger() as unknown as OpenApi);
    await signInAll();
  });
  afterAll(() => t.close());

  const inject = (operation: Operation, request: Generated) => {
    const options: InjectOptions = {
      method: operation.method as InjectOptions['method'],
      url: request.url,
      headers: { ...request.headers },
    };
    if (request.body.payload !== undefined) options.payload = request.body.payload;
    if (request.body.contentType !== undefined && options.headers) {
      options.headers['content-type'] = request.body.contentType;
    }
    return t.app.inject(options);
  };

  /**
   * Whether an anonymous call with well-formed parameters and no body is refused by a guard. Refresh
   * reads its token itself (no guard: a missing token is a failed refresh, after the body is parsed).
   */
  const isGuarded = async (operation: Operation) => {
    if (operation.path === '/api/authentication/refresh') return false;
    const url = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const res = await t.app.inject({
      method: operation.method as InjectOptions['method'],
      url,
      headers: { host: HOST },
    });
    return res.statusCode === 401;
  };

  // Every operation is called by every caller: the run grows with the API (120 s on a loaded machine).
  it('answers no 5xx, a catalogued code on every 4xx, and 401 to anonymous callers of guarded endpoints', async () => {
    expect(operations.length).toBeGreaterThan(30);
    let index = 0;
    for (const operation of operations) {
      const guarded = operation.secured && (await isGuarded(operation));
      for (const caller of CALLERS) {
        const seed = SEED + index++;
        const authorization: fc.Arbitrary<string | undefined> =
          caller === 'anonymous'
            ? fc.option(
                fc.oneof(fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'bearer x'), headerText),
                { nil: undefined },
              )
            : fc.constant(`Bearer ${tokens.get(caller)}`);
        const property = fc.asyncProperty(requestArbitrary(operation, authorization), async (request) => {
          const res = await inject(operation, request);
          const problem = problemWith(operation, caller, request, res, guarded);
          if (problem) {
            const body = request.body.payload === undefined ? '' : String(request.body.payload).slice(0, 500);
            throw new Error(
              `${operation.method} ${request.url} as ${caller} (${request.body.contentType ?? 'no type'}: ${body}): ${problem}`,
            );
          }
        });
        try {
          await fc.assert(property, { seed, numRuns: RUNS, endOnFailure: true });
        } catch (error) {
          const cause = (error as Error).cause;
          throw new Error(
            `${operation.method} ${operation.path} as ${caller} (replay: FUZZ_SEED=${SEED}, property seed ${seed})\n` +
              `${cause instanceof Error ? cause.message : ''}\n${String(error)}`,
          );
        }
      }
      // Calls that end or rotate sessions (log off, refresh, password change) leave the callers signed out.
      if (operation.method !== 'GET' && /^\/api\/(authentication|user)\//.test(operation.path))
        await signInAll();
    }
  }, 300_000);
});
