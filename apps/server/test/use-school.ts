import { beforeAll } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { buildSchool, type SchoolFixture } from './learning-kit.ts';

/**
 * A school (`buildSchool`) built in a `beforeAll` registered where this is called, so after the app's
 * (call `useTestApp` first). The returned object is filled in by that hook: read it in later hooks and
 * tests, not while the file is collected.
 */
export function useSchool(t: TestApp, name: string): SchoolFixture {
  const school = {} as SchoolFixture;
  beforeAll(async () => {
    Object.assign(school, await buildSchool(t, name));
  });
  return school;
}

/** Two schools, built one after the other: `a` (Escuela A unless named) and `b` (Escuela B), for tests of one tenant's reach into the other. */
export function useTwoSchools(
  t: TestApp,
  names: { a?: string; b?: string } = {},
): { a: SchoolFixture; b: SchoolFixture } {
  return { a: useSchool(t, names.a ?? 'Escuela A'), b: useSchool(t, names.b ?? 'Escuela B') };
}
