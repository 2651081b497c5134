import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { create } from 'tar';
import type { Config } from '../config.ts';
import { loadSettingsKey } from '../lib/settings-cipher.ts';
import { localMediaDir } from '../modules/media/index.ts';
import { type BackupManifest, MANIFEST_FILE, MEDIA_FOLDER, TABLES_FOLDER } from './backup-manifest.ts';
import { openConfiguredDatabase } from './configured-database.ts';
import { dumpDatabase } from './dump-database.ts';
import { digestOf, type FileDigest, filesUnder } from './file-digests.ts';

const rootPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../package.json');

export type BackupConfig = Pick<
  Config,
  'DATABASE_URL' | 'DATA_DIR' | 'MEDIA_STORAGE' | 'MEDIA_DIR' | 'SETTINGS_ENCRYPTION_KEY'
>;

export type BackupResult = { file: string; manifest: BackupManifest; note: string };

/** `puente-backup-20261128-101500.tar.gz`: the default name of an archive made now. */
export const defaultBackupName = (now: Date) =>
  `puente-backup-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;

/**
 * One archive (`.tar.gz`, 0600) with the manifest first, then the database (every table read in one
 * snapshot, so the app may keep running) and the local media folder. Media are read after the snapshot:
 * a file uploaded meanwhile may be in the archive without its row (harmless); files are never changed in
 * place, so every row of the snapshot finds its file unless it was deleted in between.
 */
export async function createBackup(
  config: BackupConfig,
  file: string,
  now = new Date(),
): Promise<BackupResult> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.puente-backup-'));
  try {
    const database = await openConfiguredDatabase(config);
    let dump: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        dump = await dumpDatabase(client, path.join(staging, TABLES_FOLDER));
      } finally {
        await client.end();
      }
    } finally {
      await database.close();
    }

    const files: Record<string, FileDigest> = {};
    for (const name of dump.files) {
      files[`${TABLES_FOLDER}/${name}`] = await digestOf(path.join(staging, TABLES_FOLDER, name));
    }
    const media = { storage: config.MEDIA_STORAGE, files: 0, bytes: 0 };
    if (config.MEDIA_STORAGE === 'local') {
      const mediaDir = path.resolve(localMediaDir(config));
      // The archive reads the media folder through a link: nothing is copied.
      await symlink(mediaDir, path.join(staging, MEDIA_FOLDER), 'dir');
      for (const name of await filesUnder(mediaDir)) {
        const digest = await digestOf(path.join(mediaDir, name)).catch(() => null);
        if (!digest) continue; // deleted since it was listed
        files[`${MEDIA_FOLDER}/${name}`] = digest;
        media.files += 1;
        media.bytes += digest.bytes;
      }
    }

    const key = await loadSettingsKey(config);
    const manifest: BackupManifest = {
      format: 'puente-backup',
      formatVersion: 1,
      version: (JSON.parse(await readFile(rootPackage, 'utf8')) as { version: string }).version,
      createdAt: now.toISOString(),
      postgres: dump.postgres,
      schema: dump.schema,
      tables: dump.tables,
      sequences: dump.sequences,
      media,
      files,
      settingsKey: createHash('sha256').update(key).digest('hex').slice(0, 16),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${target}.partial`;
    await create({ file: partial, cwd: staging, gzip: true, portable: true, follow: true, mode: 0o600 }, [
      MANIFEST_FILE,
      ...Object.keys(files),
    ]);
    await rename(partial, target);
    return { file: target, manifest, note: database.note };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
