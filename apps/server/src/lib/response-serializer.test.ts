import { ZChapterView } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasCompiledSerializer, responseSerializer } from './response-serializer.ts';

const route = { method: 'GET', url: '/api/things/:id' };
const ZThing = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  level: z.enum(['A1', 'A2']).optional(),
  tags: z.array(z.object({ key: z.string(), count: z.number().int() })),
});
const thing = { id: 't1', name: 'Ñandú', note: null, level: 'A2', tags: [{ key: 'x', count: 2 }] };

describe('responseSerializer, fast (production)', () => {
  const write = responseSerializer(ZThing, route, 'fast');

  it('writes what the zod check writes: the same value', () => {
    const checked = responseSerializer(ZThing, route, 'checked');
    expect(JSON.parse(write(thing))).toEqual(JSON.parse(checked(thing)));
    expect(JSON.parse(write(thing))).toEqual(thing);
  });

  it('writes only the schema fields: a field a presenter let through does not leave', () => {
    const json = write({
      ...thing,
      passwordHash: 'scrypt$secret',
      tags: [{ key: 'x', count: 2, tenantId: 'a' }],
    });
    expect(json).not.toContain('secret');
    expect(json).not.toContain('tenantId');
    expect(JSON.parse(json)).toEqual(thing);
  });

  it('refuses an answer without a required field instead of sending part of it', () => {
    const { name: _name, ...withoutName } = thing;
    expect(() => write(withoutName)).toThrow();
  });

  it('keeps the zod check for a schema JSON Schema cannot state', () => {
    const ZWithDate = z.object({ at: z.date() });
    expect(hasCompiledSerializer(ZWithDate)).toBe(false);
    expect(responseSerializer(ZWithDate, route, 'fast')({ at: new Date(0) })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z"}',
    );
    expect(() => responseSerializer(ZWithDate, route, 'fast')({ at: 'yesterday' })).toThrow();
  });

  it('compiles the lesson, the hottest answer', () => {
    expect(hasCompiledSerializer(ZChapterView)).toBe(true);
  });
});

describe('responseSerializer, checked (development and tests)', () => {
  it('answers the zod check JSON, and refuses what the check refuses', () => {
    const write = responseSerializer(ZThing, route, 'checked');
    expect(write(thing)).toBe(JSON.stringify(thing));
    expect(() => write({ ...thing, level: 'C2' })).toThrow();
  });

  it('throws, naming the route and the difference, when the compiled serializer would write another value', () => {
    const dropsTheNote = () => (data: unknown) => JSON.stringify({ ...(data as object), note: 'lost' });
    const write = responseSerializer(ZThing, route, 'checked', dropsTheNote);
    expect(() => write(thing)).toThrow(
      /GET \/api\/things\/:id: the compiled serializer wrote .*"note":"lost"/,
    );
  });

  it('accepts the same value with the keys in another order', () => {
    const reversed = () => (data: unknown) =>
      JSON.stringify(Object.fromEntries(Object.entries(data as object).reverse()));
    const write = responseSerializer(ZThing, route, 'checked', reversed);
    expect(write(thing)).toBe(JSON.stringify(thing));
  });
});
