// `npm test`: the steps one after another, stopping at the first that fails, then how long each took,
// the ten slowest tests and the totals, read from the JSON reports the runs wrote (VITEST_JSON and
// PLAYWRIGHT_JSON, under .tmp/ unless set).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const env = { ...process.env };
env.VITEST_JSON ??= '.tmp/vitest.json';
env.PLAYWRIGHT_JSON ??= '.tmp/playwright.json';
const reports = [env.VITEST_JSON, env.VITEST_JSON.replace(/\.json$/, '-bundle.json'), env.PLAYWRIGHT_JSON];
for (const report of reports) {
  mkdirSync(path.dirname(report), { recursive: true });
  rmSync(report, { force: true });
}

const steps = [
  ['chromium', 'node', ['scripts/require-chromium.mjs']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['build', 'npm', ['run', 'build']],
  ['bundle', 'npm', ['run', 'test:bundle']],
  ['browser', 'npm', ['test', '-w', '@puente/e2e']],
];
const times = [];
const begun = Date.now();
let status = 0;
for (const [name, command, args] of steps) {
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  times.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  status = run.status ?? 1;
  if (status !== 0) {
    times.push(`(${name} failed)`);
    break;
  }
}
const written = reports.filter((report) => existsSync(report));
if (written.length > 0)
  status ||= spawnSync('node', ['scripts/summarize-tests.mjs', ...written], { stdio: 'inherit' }).status ?? 1;
console.log(`Steps: ${times.join(', ')}; total ${((Date.now() - begun) / 1000).toFixed(0)} s`);
process.exit(status);
