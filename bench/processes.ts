/** The bench's child processes: a free port, a process started and waited for, and stopped. */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import net from 'node:net';

export const children = new Set<ChildProcess>();
// SIGTERM, not SIGKILL: Puente then stops its embedded PostgreSQL too.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `node [flags] entry` and waits until `readyPath` answers 2xx and, with `settledLog`, until the
 * process has also written a log line that matches it (work the server does after it listens).
 */
export async function startProcess(
  entry: string,
  cwd: string,
  env: Record<string, string>,
  readyUrl: string,
  nodeFlags: string[] = [],
  settledLog?: RegExp,
) {
  // TypeScript entries through tsx; Puente's bundle (.mjs) as `npm start` runs it.
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...loader, entry], {
    cwd,
    env: { ...process.env, ...env },
    // BENCH_LOG=<file>: the process's log (Puente's requests with their status) appended there.
    stdio: ['ignore', settledLog || process.env.BENCH_LOG ? 'pipe' : 'ignore', 'inherit'],
  });
  children.add(child);
  let settled = !settledLog;
  let tail = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    if (process.env.BENCH_LOG) appendFileSync(process.env.BENCH_LOG, chunk);
    if (settled) return;
    tail = (tail + chunk.toString('utf8')).slice(-4096);
    if (settledLog?.test(tail)) settled = true;
  });
  child.stdout?.resume();
  let ready = false;
  for (let i = 0; i < 1500; i++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      ready ||= (await fetch(readyUrl)).ok;
    } catch {
      // not up yet
    }
    if (ready && settled) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${entry} did not answer ${readyUrl}${settled ? '' : ` or log ${settledLog}`}`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  children.delete(child);
}
