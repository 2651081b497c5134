import { errorCatalog } from '@puente/shared';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { type DemoSeed, seedDemo } from '../src/seed/seed-demo.ts';
import { assertKnownKeywords, type JsonSchema, schemaArbitraries } from './json-schema-arbitrary.ts';
import { signIn } from './sign-in.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * Gate: every endpoint of the OpenAPI document, called with generated valid, boundary and invalid
 * bodies, parameters, query strings, headers and encodings, as each kind of caller, never answers 5xx,
 * and every 4xx carries a stable code of the shared catalogue. Guarded endpoints answer anonymous
 * callers 401 whatever they send. FUZZ_SEED and FUZZ_RUNS replay or deepen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const HOST = 'localhost';

/** A reference to an id seen in an earlier answer, resolved when the request is sent (the write before it may have made it). */
const ID_REF = '\u0000id:';
const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATEFUL_RUNS = Math.max(2, Math.ceil(RUNS / 4));
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that end or rotate the caller's own session: they would sign the sequence's callers out. */
const SESSION_CALLS = /^\/api\/(authentication|user)\//;

type Member = Exclude<Caller, 'anonymous'>;
const MEMBERS: Member[] = ['student', 'guest', 'professor', 'admin'];
type Call = { operation: Operation; caller: Member; path: unknown[]; query: unknown[]; body: unknown };

/** What kind of record a name points at: `courseId`, `courseIds`, `courses` and `course` all say "course". */
const kindOf = (name: string) =>
  name
    .replace(/Ids?$/, '')
    .replace(/(?<=.)s$/, '')
    .toLowerCase();
/** Names that say nothing of the kind of record under them. */
const GENERIC = new Set(['id', 'item', 'data', 'result', '']);

/**
 * The ids answers have shown, by the kind of record they name (from the property or the path they came
 * under), so a generated `courseId` or `/courses/{id}` mostly names a course that exists.
 */
class IdPool {
  private readonly all: string[] = [];
  private readonly byKind = new Map<string, string[]>();
  private readonly seen = new Set<string>();

  collect(value: unknown, kind: string): void {
    if (typeof value === 'string') {
      if (!UUID.test(value)) return;
      const key = `${kind}:${value}`;
      if (this.seen.has(key)) return;
      this.seen.add(key);
      if (!this.seen.has(value)) {
        this.seen.add(value);
        this.all.push(value);
      }
      const list = this.byKind.get(kind) ?? [];
      list.push(value);
      this.byKind.set(kind, list);
    } else if (Array.isArray(value)) {
      for (const item of value) this.collect(item, kind);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        this.collect(item, name === 'id' || GENERIC.has(kindOf(name)) ? kind : kindOf(name));
      }
    }
  }

  /** The n-th id of the kind (any id when none of that kind was seen yet). */
  pick(n: number, kind: string): string {
    const list = this.byKind.get(kind);
    const from = list?.length && n % 4 !== 0 ? list : this.all;
    return from.length ? from[Math.floor(n / 4) % from.length]! : ZERO_ID;
  }
}

/** The kind of record a path answers: its last segment that is not a parameter (`/admin/tutoring/tutors` → tutor). */
const resourceKind = (path: string) =>
  kindOf([...path.split('/')].reverse().find((part) => part && !part.startsWith('{')) ?? '');

/** The kind of record a path names with the segment before a parameter (`/courses/{id}` → course). */
function pathKinds(path: string): Map<string, string> {
  const kinds = new Map<string, string>();
  let last = '';
  for (const segment of path.split('/')) {
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    if (parameter) kinds.set(parameter, parameter === 'id' ? last : kindOf(parameter));
    else if (segment) last = kindOf(segment);
  }
  return kinds;
}

/** Ids the demo tenant's reads answer (filled before the run): a random UUID names nothing, so it tests only the 404. */
const knownIds = new IdPool();

/** Free strings worth trying: the demo users' e-mails, the shapes of provider ids, a stored card's last digits. */
const { validValue, fuzzValue } = schemaArbitraries(
  [
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
  ],
  { ids: fc.nat().map((n) => knownIds.pick(n, '')) },
);

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

  const kinds = pathKinds(operation.path);
  const segment = (parameter: Parameter) => {
    type Segment = { text: string; ok: boolean };
    const options: fc.WeightedArbitrary<Segment>[] = [
      {
        arbitrary: validValue(parameter.schema).map((value) => ({ text: encoded(value), ok: true })),
        weight: 5,
      },
      {
        arbitrary: fuzzValue(parameter.schema).map((value) => ({ text: encoded(value), ok: false })),
        weight: 2,
      },
      { arbitrary: rawSegments.map((text) => ({ text, ok: false })), weight: 1 },
    ];
    if (parameter.schema.format === 'uuid') {
      const kind = kinds.get(parameter.name) ?? '';
      options.push({
        arbitrary: fc.nat().map((n) => ({ text: knownIds.pick(n, kind), ok: true })),
        weight: 8,
      });
    }
    return fc.oneof(...options);
  };
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

  const t = useTestApp();
  beforeAll(async () => {
    demo = await seedDemo(t.deps.db, t.deps.clock);
    operations = operationsOf(t.app.swagger() as unknown as OpenApi);
    await signInAll();
    // The ids the demo tenant's lists answer, by kind: what valid ids in paths and bodies name.
    for (const operation of operations) {
      if (operation.method !== 'GET' || operation.path.includes('{')) continue;
      for (const caller of ['admin', 'professor', 'student'] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: operation.path,
          headers: { host: HOST, authorization: `Bearer ${tokens.get(caller)}` },
        });
        if (res.statusCode === 200 && String(res.headers['content-type']).includes('json')) {
          knownIds.collect(res.json(), resourceKind(operation.path));
        }
      }
    }
  });

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

/**
 * Gate, stateful: sequences of generated valid writes (every POST, PUT, PATCH and DELETE of the
 * document, by each kind of member, ids taken from earlier answers), then every read of the document as
 * each kind of member. Whatever a write accepts, no read answers 5xx: a value one path stores and
 * another path's response schema refuses fails here (the response serializer answers 500 on a mismatch).
 */
describe('every read after generated valid writes', () => {
  let demo: DemoSeed;
  let writes: Operation[];
  let reads: Operation[];
  const writers = new Map<Operation, Member[]>();
  const tokens = new Map<Member, string>();
  const pool = new IdPool();

  const { validValue } = schemaArbitraries(['estudiante@demo.puente.test', 'cus_123', 'pm_card_visa'], {
    ids: fc.nat().map((n) => `${ID_REF}${n}`),
  });

  const resolve = (value: unknown, kind: string): unknown => {
    if (typeof value === 'string' && value.startsWith(ID_REF)) {
      return pool.pick(Number(value.slice(ID_REF.length)), kind);
    }
    if (Array.isArray(value)) return value.map((item) => resolve(item, kind));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [
          name,
          resolve(item, name === 'id' ? kind : kindOf(name)),
        ]),
      );
    }
    return value;
  };

  const send = async (call: Call) => {
    const { operation } = call;
    const kinds = pathKinds(operation.path);
    const resource = resourceKind(operation.path);
    let url = operation.path;
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .forEach((parameter, index) => {
        const value = resolve(call.path[index], kinds.get(parameter.name) ?? '');
        url = url.replace(`{${parameter.name}}`, encoded(value));
      });
    const query = operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .flatMap((parameter, index) => {
        const value = call.query[index];
        return value === undefined
          ? []
          : [`${parameter.name}=${encoded(resolve(value, kindOf(parameter.name)))}`];
      });
    if (query.length) url += `?${query.join('&')}`;
    const headers: Record<string, string> = {
      host: HOST,
      authorization: `Bearer ${tokens.get(call.caller)}`,
    };
    const options: InjectOptions = { method: operation.method as InjectOptions['method'], url, headers };
    if (operation.body !== undefined) {
      options.payload = JSON.stringify(resolve(call.body, resource));
      headers['content-type'] = 'application/json';
    }
    const res = await t.app.inject(options);
    if (res.statusCode < 300 && String(res.headers['content-type']).includes('json')) {
      try {
        pool.collect(res.json(), resource);
      } catch {
        // Not JSON after all: nothing to collect.
      }
    }
    return { url, res, payload: options.payload };
  };

  /** A valid call of an operation: path parameters, query values and body from its schemas. */
  const callArbitrary = (operation: Operation, caller: fc.Arbitrary<Member>): fc.Arbitrary<Call> => {
    const parameters = (where: Parameter['in']) => operation.parameters.filter((p) => p.in === where);
    return fc.record({
      operation: fc.constant(operation),
      caller,
      path: fc.tuple(...parameters('path').map((p) => validValue(p.schema))),
      query: fc.tuple(
        ...parameters('query').map((p) =>
          p.required ? validValue(p.schema) : fc.option(validValue(p.schema), { nil: undefined, freq: 3 }),
        ),
      ),
      body: operation.body === undefined ? fc.constant(undefined) : validValue(operation.body),
    });
  };

  const signInMembers = async () => {
    for (const member of MEMBERS) {
      const user = demo.users[DEMO_KEY[member]];
      try {
        tokens.set(member, (await signIn(t, user, { host: HOST, password: DEMO_PASSWORD })).token);
      } catch {
        // A write may have retired or locked the user: their last token keeps being tried.
      }
    }
  };

  const t = useTestApp();
  beforeAll(async () => {
    demo = await seedDemo(t.deps.db, t.deps.clock);
    const operations = operationsOf(t.app.swagger() as unknown as OpenApi);
    writes = operations.filter(
      (operation) => WRITE_METHODS.has(operation.method) && !SESSION_CALLS.test(operation.path),
    );
    reads = operations.filter((operation) => operation.method === 'GET');
    await signInMembers();
    // Who may call each write: a guard refuses the others before the body is read (403), whatever they send.
    for (const operation of writes) {
      const allowed: Member[] = [];
      for (const member of MEMBERS) {
        const res = await t.app.inject({
          method: operation.method as InjectOptions['method'],
          url: operation.path.replace(/\{[^}]+\}/g, ZERO_ID),
          headers: { host: HOST, authorization: `Bearer ${tokens.get(member)}` },
        });
        if (res.statusCode !== 403) allowed.push(member);
      }
      writers.set(operation, allowed);
    }
  });

  it('answers no 5xx to any read or export, as any member, after any sequence of valid writes', async () => {
    expect(writes.length).toBeGreaterThan(20);
    expect(reads.length).toBeGreaterThan(20);
    const callable = writes.filter((operation) => writers.get(operation)?.length);
    const sequence = fc.array(
      fc.oneof(
        ...callable.map((operation) => callArbitrary(operation, fc.constantFrom(...writers.get(operation)!))),
      ),
      {
        minLength: 60,
        maxLength: 150,
      },
    );
    const everyRead = fc.tuple(
      ...reads.flatMap((operation) => MEMBERS.map((member) => callArbitrary(operation, fc.constant(member)))),
    );
    const seed = SEED + 1_000_000;
    const accepted: string[] = [];
    const check = async (call: Call, kind: string) => {
      const { url, res, payload } = await send(call);
      if (kind === 'write' && res.statusCode < 300) {
        accepted.push(
          `${call.operation.method} ${url} as ${call.caller}: ${String(payload ?? '').slice(0, 300)}`,
        );
      }
      if (res.statusCode >= 500) {
        throw new Error(
          `${kind} ${call.operation.method} ${url} as ${call.caller} (${String(payload ?? '').slice(0, 800)}) ` +
            `answered ${res.statusCode}: ${res.body.slice(0, 300)}\n` +
            `after these accepted writes (the last 30):\n${accepted.slice(-30).join('\n')}`,
        );
      }
    };
    // Every read once first, as each member: the ids they answer are what the writes then name.
    for (const call of fc.sample(everyRead, { seed, numRuns: 1 })[0]!) await check(call, 'read');
    const property = fc.asyncProperty(sequence, everyRead, async (calls, readCalls) => {
      await signInMembers();
      for (const call of calls) await check(call, 'write');
      for (const call of readCalls) await check(call, 'read');
    });
    try {
      await fc.assert(property, { seed, numRuns: STATEFUL_RUNS, endOnFailure: true });
    } catch (error) {
      const cause = (error as Error).cause;
      throw new Error(
        `stateful sequence (replay: FUZZ_SEED=${SEED}, property seed ${seed})\n` +
          `${cause instanceof Error ? cause.message : ''}\n${String(error).slice(0, 2000)}`,
      );
    }
  }, 300_000);
});
