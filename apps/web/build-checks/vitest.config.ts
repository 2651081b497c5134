import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const jsonReport = process.env.VITEST_JSON;

/** Checks of the built app (`npm run test:bundle`, after `npm run build`): not part of the unit run. */
export default defineConfig({
  test: {
    name: 'web:bundle',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    reporters: jsonReport
      ? ['default', ['json', { outputFile: path.resolve(jsonReport.replace(/\.json$/, '-bundle.json')) }]]
      : ['default'],
  },
});
