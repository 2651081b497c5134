import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Binaries, reachableBinaries } from './reachable-binaries.ts';

describe('reachableBinaries', () => {
  let root: string;
  const fakePackage = async (parent: string): Promise<Binaries> => {
    const native = path.join(parent, 'native');
    await mkdir(path.join(native, 'bin'), { recursive: true });
    await mkdir(path.join(native, 'lib'), { recursive: true });
    for (const name of ['postgres', 'initdb', 'pg_ctl']) {
      await writeFile(path.join(native, 'bin', name), `#!/bin/sh\necho ${name}\n`, { mode: 0o755 });
    }
    await writeFile(path.join(native, 'lib', 'libpq.so'), 'library');
    const bin = (name: string) => path.join(native, 'bin', name);
    return { postgres: bin('postgres'), initdb: bin('initdb'), pg_ctl: bin('pg_ctl') };
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'puente-binaries-'));
    await chmod(root, 0o755);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps binaries that other users can reach where they are', async () => {
    const open = path.join(root, 'open');
    await mkdir(open, { mode: 0o755 });
    const bin = await fakePackage(open);
    expect(await reachableBinaries(bin, path.join(root, 'copies'))).toEqual(bin);
  });

  it('runs a copy of the whole package folder when its folder is closed to other users', async () => {
    const closed = path.join(root, 'closed');
    await mkdir(closed, { mode: 0o755 });
    const bin = await fakePackage(closed);
    await chmod(closed, 0o700);
    const copies = path.join(root, 'copies');
    await mkdir(copies, { mode: 0o755 });

    const moved = await reachableBinaries(bin, copies);
    expect(path.dirname(path.dirname(moved.postgres)).startsWith(copies)).toBe(true);
    expect(path.basename(moved.initdb)).toBe('initdb');
    expect(await readFile(moved.pg_ctl, 'utf8')).toContain('echo pg_ctl');
    // lib and share travel with the programs, which find them next to themselves.
    expect(
      await readFile(path.join(path.dirname(path.dirname(moved.postgres)), 'lib', 'libpq.so'), 'utf8'),
    ).toBe('library');
    // A second start reuses the copy.
    expect(await reachableBinaries(bin, copies)).toEqual(moved);
  });
});
