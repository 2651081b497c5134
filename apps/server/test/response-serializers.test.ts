import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasCompiledSerializer } from '../src/lib/response-serializer.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/**
 * Gate (decision 0182): in production every answer with a JSON response schema is written by a serializer
 * compiled from that schema. A schema JSON Schema cannot state (a transform, a date object) is written by
 * the slower zod check instead, silently: this names each such answer, so a new one is a choice.
 */
const writtenByTheCheck = new Set<string>([]);

describe('response serializers', () => {
  const answers: { key: string; schema: unknown }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      onRoute: (route) => {
        const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
        for (const method of [route.method].flat()) {
          for (const [status, schema] of Object.entries(response))
            answers.push({ key: `${method} ${route.url} ${status}`, schema });
        }
      },
    });
  });
  afterAll(() => t.close());

  it('compiles every response schema of the app, but those listed', () => {
    expect(answers.length).toBeGreaterThan(200);
    const byTheCheck = answers.filter(({ schema }) => !hasCompiledSerializer(schema)).map(({ key }) => key);
    expect(byTheCheck.sort()).toEqual([...writtenByTheCheck].sort());
  });
});
