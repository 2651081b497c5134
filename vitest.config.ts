import os from 'node:os';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_POSTGRES_URL;

const serverProject = (db: 'embedded' | 'postgres') => ({
  test: {
    name: `server:${db}`,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db, ...(postgresUrl ? { TEST_POSTGRES_URL: postgresUrl } : {}) },
    globalSetup: ['./test/global-setup.ts'],
    // Test files share one module graph per worker: importing the app once instead of once per file
    // took the suite from 168 s to 59 s. Each file still gets its own database; no file mocks modules.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, which then
    // waits on PostgreSQL for most of the server files. Two workers keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Property tests draw hundreds of cases: 6.6 s on a busy 2-core machine (5 s timed out).
          testTimeout: 15_000,
        },
      },
      serverProject('embedded'),
      ...(postgresUrl ? [serverProject('postgres')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // One jsdom and module graph per worker, not per file (50 s -> 12 s); no file mocks modules,
          // and the suite passes in shuffled order.
          isolate: false,
          // Typing through user-event takes seconds when the machine is busy (5 s timed out under load).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
