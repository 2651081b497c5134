import fc from 'fast-check';

/**
 * The JSON Schema keywords of the OpenAPI document our zod schemas produce for requests. A keyword not
 * listed here fails `assertKnownKeywords`, so a new kind of schema is generated on purpose, not by chance.
 */
export type JsonSchema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const KEYWORDS = new Set([
  'type',
  'format',
  'pattern',
  'enum',
  'nullable',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'items',
  'properties',
  'required',
  'oneOf',
  'anyOf',
  'allOf',
  // Only `false` (a strict object): valid values carry only the declared properties anyway.
  'additionalProperties',
  // Documentation only.
  'description',
  'example',
  'examples',
  'default',
  'title',
]);

/** Throws on a keyword the generators do not know (they would silently ignore it). */
export function assertKnownKeywords(schema: unknown, where: string): void {
  if (!schema || typeof schema !== 'object') return;
  for (const [key, value] of Object.entries(schema)) {
    if (!KEYWORDS.has(key)) throw new Error(`${where}: unsupported JSON Schema keyword "${key}"`);
    if (key === 'additionalProperties' && value !== false)
      throw new Error(`${where}: only additionalProperties: false is supported`);
    if (key === 'properties') {
      for (const [name, property] of Object.entries(value as object)) {
        assertKnownKeywords(property, `${where}.${name}`);
      }
    } else if (key === 'items') assertKnownKeywords(value, `${where}[]`);
    else if (key === 'oneOf' || key === 'anyOf' || key === 'allOf') {
      for (const branch of value as unknown[]) assertKnownKeywords(branch, `${where}|${key}`);
    }
  }
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** The edges of the integer types a column may have (smallint, integer, bigint) and of a double's exact integers. */
const INTEGER_EDGES = [
  2 ** 15 - 1,
  2 ** 15,
  -(2 ** 15),
  -(2 ** 15) - 1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 40,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];
/** Numbers at the ends of JSON: huge, tiny, beyond a safe integer (2^53, 2^63), negative zero. */
const FLOAT_EDGES = [
  -0,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  1e-7,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e21,
  -1e21,
  1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
];
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Arrays and free strings stay short: the point is their shape and their edges, not their bulk. */
const MAX_ITEMS = 3;
const MAX_FREE_LENGTH = 40;

/** Strings a parser, a database or a log may trip on. */
const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\uD800',
  '𝕏'.repeat(3),
  'e\u0301',
  '\u202Eevil',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  'NaN',
  '-0',
  '1e999',
  'x'.repeat(10_000),
];

/** Any JSON value, odd strings included. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(...oddStrings, null, true, 0, -1, ...INTEGER_EDGES, ...FLOAT_EDGES, [], {}),
);

/**
 * Generators of values for JSON schemas. `samples` are strings worth trying wherever a free string
 * goes (e-mails of real users, provider id shapes): a random string almost never is one. `ids`, when
 * given, mostly fills the UUID fields of valid values (ids of records that exist: a random UUID names none).
 */
export function schemaArbitraries(samples: string[] = [], options: { ids?: fc.Arbitrary<string> } = {}) {
  const plausible = samples;

  function mergeAllOf(schemas: JsonSchema[]): JsonSchema {
    const merged: JsonSchema = { properties: {}, required: [] };
    for (const schema of schemas) {
      Object.assign(merged.properties!, schema.properties);
      merged.required!.push(...(schema.required ?? []));
      const { properties: _properties, required: _required, ...rest } = schema;
      Object.assign(merged, rest);
    }
    return merged;
  }

  function validString(schema: JsonSchema): fc.Arbitrary<string> {
    if (schema.format === 'uuid') {
      const random = fc.oneof(fc.uuid(), fc.constant('00000000-0000-0000-0000-000000000000'));
      return options.ids
        ? fc.oneof({ arbitrary: options.ids, weight: 4 }, { arbitrary: random, weight: 1 })
        : random;
    }
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? min + MAX_FREE_LENGTH;
    const edges = [min, max].filter((length) => length <= 100_000).map((length) => 'ñ'.repeat(length));
    const fitting = plausible.filter((text) => text.length >= min && text.length <= max);
    return fc.oneof(
      fc.string({ minLength: min, maxLength: Math.min(max, min + MAX_FREE_LENGTH) }),
      fc.string({ minLength: min, maxLength: Math.min(max, min + MAX_FREE_LENGTH), unit: 'grapheme' }),
      fc.constantFrom(...edges),
      ...(fitting.length ? [fc.constantFrom(...fitting)] : []),
    );
  }

  function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
    const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
    const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
    const inRange = (n: number) => Number.isSafeInteger(n) && n >= min && n <= max;
    const edges = [min, max, min + 1, max - 1, 0, 1, -1, ...INTEGER_EDGES].filter(inRange);
    const options: fc.WeightedArbitrary<number>[] = [
      {
        arbitrary: fc.integer({
          min: clamp(min, INT32.min, INT32.max),
          max: clamp(max, INT32.min, INT32.max),
        }),
        weight: 1,
      },
      { arbitrary: fc.constantFrom(...edges), weight: 1 },
    ];
    // The whole range the schema admits, not only 32 bits: a value beyond a column's type must be refused.
    if (min < INT32.min || max > INT32.max) {
      options.push({ arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number), weight: 2 });
    }
    return fc.oneof(...options);
  }

  function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
    const min = schema.minimum ?? -Number.MAX_VALUE;
    const max = schema.maximum ?? Number.MAX_VALUE;
    const edges = [min, max, 0, -0, 0.01, 0.1, 1.005, 99.99, ...INTEGER_EDGES, ...FLOAT_EDGES].filter(
      (n) => n >= min && n <= max,
    );
    const low = clamp(Math.ceil(min), -1e6, 1e6);
    const high = clamp(Math.floor(max), -1e6, 1e6);
    return fc.oneof(
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      ...(low <= high ? [fc.integer({ min: low, max: high })] : []),
      fc.constantFrom(...(edges.length ? edges : [min])),
    );
  }

  const validObject = memo((schema) => {
    const properties = schema.properties ?? {};
    const model = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, validValue(value)]),
    );
    const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
    return fc.record(model, { requiredKeys });
  }) as (schema: JsonSchema) => fc.Arbitrary<Record<string, unknown>>;

  /** Each schema's arbitraries are built once: nested schemas are reached many times. */
  function memo(build: (schema: JsonSchema) => fc.Arbitrary<unknown>) {
    const built = new WeakMap<JsonSchema, fc.Arbitrary<unknown>>();
    return (schema: JsonSchema) => {
      let arbitrary = built.get(schema);
      if (!arbitrary) {
        arbitrary = build(schema);
        built.set(schema, arbitrary);
      }
      return arbitrary;
    };
  }

  /** Values the schema accepts, its boundaries included (minimum and maximum, shortest and longest). */
  const validValue = memo((schema) => {
    const value = validOf(schema);
    return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
  });

  function validOf(schema: JsonSchema): fc.Arbitrary<unknown> {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.allOf) return validValue(mergeAllOf(schema.allOf));
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) return fc.oneof(...branches.map(validValue));
    switch (schema.type) {
      case 'string':
        return validString(schema);
      case 'integer':
        return validInteger(schema);
      case 'number':
        return validNumber(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
        return fc.array(validValue(schema.items ?? {}), { minLength, maxLength });
      }
      case 'object':
        return validObject(schema);
      default:
        return anyJson;
    }
  }

  /** A value of another JSON type than the schema's. */
  function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
    const byType: Record<string, unknown[]> = {
      string: [0, true, [], {}, ['x']],
      integer: ['1', 1.5, true, [], {}, '', 2 ** 53 + 2, 1e308],
      number: ['1', true, [], {}, '', '1e999'],
      boolean: ['true', 1, 0, [], {}],
      array: [{}, 'x', 1, { 0: 'x' }],
      object: [[], 'x', 1, true],
    };
    const values = byType[schema.type ?? ''] ?? [[], {}, 'x', 1];
    return fc.constantFrom(...(schema.nullable ? values : [...values, null]));
  }

  function invalidOf(schema: JsonSchema): fc.Arbitrary<unknown>[] {
    if (schema.enum) return [fc.constantFrom('not-in-the-list', '', 'ES', ...oddStrings.slice(0, 5))];
    if (schema.allOf) return invalidOf(mergeAllOf(schema.allOf));
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) return branches.flatMap(invalidOf);
    const min = schema.minimum;
    const max = schema.maximum;
    switch (schema.type) {
      case 'string': {
        const options: unknown[] = [...oddStrings];
        if ((schema.minLength ?? 0) > 0) options.push('a'.repeat(schema.minLength! - 1));
        if (schema.maxLength !== undefined && schema.maxLength < 200_000)
          options.push('z'.repeat(schema.maxLength + 1));
        if (schema.format === 'uuid') options.push('00000000-0000-0000-0000-00000000000g', '1', 'uuid');
        return [fc.constantFrom(...options), fc.string({ unit: 'binary', maxLength: 30 })];
      }
      case 'integer':
      case 'number': {
        const options: unknown[] = [0.001, 1.5, -0.5, ...FLOAT_EDGES, ...INTEGER_EDGES];
        if (min !== undefined) options.push(min - 1, min - 0.001);
        if (max !== undefined) options.push(max + 1, max + 0.001);
        // Any double at all: non-integers where integers go, and every magnitude JSON can spell.
        return [fc.constantFrom(...options), fc.double({ noNaN: true, noDefaultInfinity: true })];
      }
      case 'array': {
        const item = schema.items ?? {};
        const options: fc.Arbitrary<unknown>[] = [
          fc.array(invalidValue(item), { minLength: 1, maxLength: 2 }),
        ];
        if ((schema.minItems ?? 0) > 0) options.push(fc.constant([]));
        if (schema.maxItems !== undefined && schema.maxItems < 1000) {
          const count = schema.maxItems + 1;
          options.push(validValue(item).map((value) => Array.from({ length: count }, () => value)));
        }
        return options;
      }
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        const options: fc.Arbitrary<unknown>[] = [
          validObject(schema).map((value) => ({ ...value, constructor: { prototype: { polluted: true } } })),
          validObject(schema).map((value) => ({ ...value, unexpected: 'field' })),
        ];
        for (const key of schema.required ?? []) {
          options.push(
            validObject(schema).map((value) => {
              const { [key]: _missing, ...rest } = value;
              return rest;
            }),
          );
        }
        for (const [key, property] of properties) {
          options.push(
            fc
              .tuple(validObject(schema), invalidValue(property))
              .map(([value, wrong]) => ({ ...value, [key]: wrong })),
          );
        }
        return options;
      }
      default:
        return [];
    }
  }

  /** Values the schema refuses: wrong types, one past each boundary, missing or wrong fields, odd strings. */
  const invalidValue = memo((schema) => fc.oneof(wrongType(schema), ...invalidOf(schema)));

  /** Valid, boundary and invalid values of a schema, and any JSON at all now and then. */
  function fuzzValue(schema: JsonSchema): fc.Arbitrary<unknown> {
    return fc.oneof(
      { arbitrary: validValue(schema), weight: 4 },
      { arbitrary: invalidValue(schema), weight: 3 },
      { arbitrary: anyJson, weight: 1 },
    );
  }

  return { validValue, fuzzValue };
}
