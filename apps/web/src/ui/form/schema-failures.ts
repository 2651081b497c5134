import { validateRules } from '@puente/shared';
import type { z } from 'zod';
import type { FieldFailure } from './rule-text';

/** The first failing rule of each field, by Mantine path ('title', 'items.0.name'); '' for the model. */
export function schemaFailures(schema: z.ZodType, values: unknown): Record<string, FieldFailure> {
  const failures: Record<string, FieldFailure> = {};
  for (const failure of validateRules(schema, values)) {
    const path = failure.path.join('.');
    failures[path] ??= { code: failure.code, params: failure.params };
  }
  return failures;
}
