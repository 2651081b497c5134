import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { cp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Paths of the PostgreSQL programs the embedded server runs. */
export type Binaries = { postgres: string; initdb: string; pg_ctl: string };

/** Whether every folder from the root down to `dir` lets other users through (the `x` bit for others). */
function othersCanReach(dir: string): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
}

/**
 * As root the embedded server runs as the system user `postgres`, which cannot run programs inside a
 * folder closed to other users (a checkout under /root, say). Then the package's `native/` folder (bin,
 * lib, share: PostgreSQL finds lib and share next to its programs) is copied once into the system's
 * temporary folder and run from there.
 */
export async function reachableBinaries(bin: Binaries, copyRoot: string = os.tmpdir()): Promise<Binaries> {
  if (othersCanReach(path.dirname(bin.postgres))) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const key = createHash('sha256').update(native).digest('hex').slice(0, 12);
  const target = path.join(copyRoot, `puente-postgres-${key}`);
  const copied = await stat(path.join(target, 'bin', path.basename(bin.postgres))).catch(() => null);
  if (!copied) {
    // Copied beside, then renamed: a start killed half-way never leaves a partial copy in use.
    const staging = `${target}.${process.pid}`;
    await cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await rename(staging, target).catch(() => rm(staging, { recursive: true, force: true }));
  }
  const relocate = (file: string) => path.join(target, path.relative(native, file));
  return { postgres: relocate(bin.postgres), initdb: relocate(bin.initdb), pg_ctl: relocate(bin.pg_ctl) };
}
