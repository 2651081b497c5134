import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

type TestAppOptions = NonNullable<Parameters<typeof buildTestApp>[0]>;

/**
 * The app of a test file (or describe block): built in a `beforeAll`, closed in an `afterAll`, both
 * registered where this is called. The handle reads the built app, so it is passed and used as a
 * `TestApp`; reading it before the `beforeAll` ran throws. Options computed at set-up time (a fresh
 * mail-drop folder) go in a function.
 */
export function useTestApp(
  options?: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>),
): TestApp {
  let built: TestApp | undefined;
  const current = () => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll; read it inside a hook or test');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    get serverErrors() {
      return current().serverErrors;
    },
    close: () => current().close(),
  };
}
