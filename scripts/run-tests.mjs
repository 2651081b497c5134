// `npm test`: the steps in order (type checks, lint and the web build side by side), stopping at the first
// that fails, then how long each took, the ten slowest tests and the totals, read from the JSON reports the
// runs wrote (VITEST_JSON and PLAYWRIGHT_JSON, under .tmp/ unless set).
import { spawn, spawnSync } from 'node:child_process';
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

// Type checks, lint and the web build read files and use no database: they run side by side (each
// prints its output whole when it ends).
const checks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['build', 'npm', ['run', 'build']],
];
const steps = [
  ['chromium', 'node', ['scripts/require-chromium.mjs']],
  ['typecheck + lint + build', checks],
  ['bundle', 'npm', ['run', 'test:bundle']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['browser', 'npm', ['test', '-w', '@puente/e2e']],
];
const times = [];
const begun = Date.now();
let status = 0;

/** Runs the commands at once, each one's output printed whole when it ends; answers the first failure's status. */
async function runTogether(commands) {
  const statuses = await Promise.all(
    commands.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            process.stdout.write(Buffer.concat(output));
            times.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return statuses.find((each) => each !== 0) ?? 0;
}

for (const [name, command, args] of steps) {
  const started = Date.now();
  status = Array.isArray(command)
    ? await runTogether(command)
    : (spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1);
  times.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
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
