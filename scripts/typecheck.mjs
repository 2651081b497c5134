// `npm run typecheck`: every TypeScript project of the repository, as many at once as there are cores
// (one after another they took 46 s on two cores; each `tsc` uses one core). Prints each project's
// errors under its name and fails when any project fails.
import { spawn } from 'node:child_process';
import os from 'node:os';

const projects = [
  'apps/web',
  'apps/server',
  'e2e',
  'packages/shared',
  'apps/web/build-checks',
  'apps/web/src/service-worker',
  'bench',
];
const tsc = 'node_modules/typescript/bin/tsc';

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) process.stdout.write(`tsc -p ${project} failed:\n${output}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  while (queue.length > 0) results.push(await check(queue.shift()));
});
await Promise.all(lanes);
if (results.includes(false)) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);
