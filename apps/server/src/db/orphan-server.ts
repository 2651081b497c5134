import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a server gets to stop after SIGINT before SIGQUIT (an orphan here, the app's own in `stop()`). */
export const STOP_TIMEOUT_MS = 30_000;
const hasProc = existsSync('/proc/self');

/**
 * A server that outlived its app (kill -9) still holds the cluster. Its pid is the first line of
 * `postmaster.pid`; it gets a fast shutdown. A pid file whose process is gone, or is no longer a
 * postgres server, is stale: PostgreSQL removes the former itself, the latter is removed here.
 */
export async function stopOrphan(pgdata: string): Promise<number | undefined> {
  const lockFile = path.join(pgdata, 'postmaster.pid');
  const text = await readFile(lockFile, 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  if (!(await isPostgresOf(pid, pgdata))) {
    await rm(lockFile, { force: true });
    return undefined;
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await sleep(1000);
      if (alive(pid)) throw new Error(`The PostgreSQL server in ${pgdata} (pid ${pid}) does not stop.`);
    }
    await sleep(50);
  }
  return pid;
}

/** Whether the process exists and has not exited (a zombie nobody reaped counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!hasProc) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return false;
  }
}

async function isPostgresOf(pid: number, pgdata: string): Promise<boolean> {
  // Without /proc (macOS), trust the pid file as PostgreSQL itself does.
  if (!hasProc) return true;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.split('\0').includes(pgdata);
}
