import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { loadSettingsKey } from './settings-cipher.ts';

describe("the settings' key kept in DATA_DIR", () => {
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'puente-key-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is made once, even by instances starting together, and read back on the next start', async () => {
    const DATA_DIR = await dataDir();
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => loadSettingsKey({ SETTINGS_ENCRYPTION_KEY: undefined, DATA_DIR })),
    );
    const first = keys[0]!.toString('hex');
    expect(keys.map((key) => key.toString('hex'))).toEqual(Array(8).fill(first));
    expect(await readdir(DATA_DIR)).toEqual(['settings-encryption.key']);
    expect((await stat(path.join(DATA_DIR, 'settings-encryption.key'))).mode & 0o777).toBe(0o600);
    const again = await loadSettingsKey({ SETTINGS_ENCRYPTION_KEY: undefined, DATA_DIR });
    expect(again.toString('hex')).toBe(first);
    expect(
      Buffer.from((await readFile(path.join(DATA_DIR, 'settings-encryption.key'), 'utf8')).trim(), 'base64'),
    ).toEqual(again);
  });

  it('refuses a key file that holds no key, rather than making another', async () => {
    const DATA_DIR = await dataDir();
    await loadSettingsKey({ SETTINGS_ENCRYPTION_KEY: undefined, DATA_DIR });
    await writeFile(path.join(DATA_DIR, 'settings-encryption.key'), 'not a key\n');
    await expect(loadSettingsKey({ SETTINGS_ENCRYPTION_KEY: undefined, DATA_DIR })).rejects.toBeInstanceOf(
      ConfigError,
    );
  });
});
