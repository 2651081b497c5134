import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import type { Config } from '../config.ts';
import { loadSettingsKey } from '../lib/settings-cipher.ts';
import { localMediaDir } from '../modules/media/index.ts';
import {
  BackupError,
  type BackupManifest,
  DATA_SCHEMA,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  TABLES_FOLDER,
} from './backup-manifest.ts';
import { openConfiguredDatabase } from './configured-database.ts';
import { dataTables, qualified } from './database-tables.ts';
import { digestOf, filesUnder } from './file-digests.ts';
import { loadDatabase, migrateTo } from './load-database.ts';

export type RestoreConfig = Pick<
  Config,
  'DATABASE_URL' | 'DATA_DIR' | 'MEDIA_STORAGE' | 'MEDIA_DIR' | 'SETTINGS_ENCRYPTION_KEY'
>;

export type RestoreResult = { manifest: BackupManifest; notes: string[] };

/**
 * Brings an empty target (a new DATA_DIR, or an empty database at DATABASE_URL, and an empty media
 * folder) back to a backup: checks every file against the manifest, creates the schema at the backup's
 * migration level, loads the rows, checks the row counts, then moves the media into place. A target
 * that holds anything is refused before anything is written.
 */
export async function restoreBackup(config: RestoreConfig, file: string): Promise<RestoreResult> {
  const archive = path.resolve(file);
  if (!(await stat(archive).catch(() => null))?.isFile())
    throw new BackupError(`${archive} is not a file: give the archive npm run backup wrote.`);
  const mediaDir = config.MEDIA_STORAGE === 'local' ? path.resolve(localMediaDir(config)) : undefined;
  if (mediaDir && (await filesUnder(mediaDir)).length > 0)
    throw new BackupError(`The media folder ${mediaDir} is not empty: restore only into an empty one.`);

  const database = await openConfiguredDatabase(config);
  const notes = [`database: ${database.note}`];
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await refuseNonEmpty(client);
      // Beside the media folder (same disk: the media are renamed into place, not copied).
      const staging = path.join(
        path.dirname(mediaDir ?? path.resolve(config.DATA_DIR, 'media')),
        `.puente-restore-${randomBytes(4).toString('hex')}`,
      );
      await mkdir(staging, { recursive: true, mode: 0o700 });
      try {
        await extract({ file: archive, cwd: staging, strict: true }).catch((error: Error) => {
          throw new BackupError(`${archive} is not a readable backup archive (${error.message}).`);
        });
        const manifest = await readManifest(staging);
        try {
          await migrateTo(client, manifest.schema);
          await loadDatabase(client, path.join(staging, TABLES_FOLDER), manifest);
          await checkCounts(client, manifest);
        } catch (error) {
          if (!(await isEmpty(client)))
            notes.push(
              'the target now holds a partial restore: remove that DATA_DIR, or drop and create that database again, before the next try',
            );
          throw error instanceof BackupError
            ? new BackupError(`${error.message}${notes.length > 1 ? ` (${notes.at(-1)})` : ''}`)
            : error;
        }
        if (mediaDir && manifest.media.storage === 'local') {
          for (const name of Object.keys(manifest.files).filter((entry) =>
            entry.startsWith(`${MEDIA_FOLDER}/`),
          )) {
            const target = path.join(mediaDir, name.slice(MEDIA_FOLDER.length + 1));
            await mkdir(path.dirname(target), { recursive: true });
            await rename(path.join(staging, name), target);
          }
          notes.push(`media: ${manifest.media.files} files into ${mediaDir}`);
        } else if (manifest.media.storage === 'local' && manifest.media.files > 0) {
          notes.push(
            `media: the archive's ${manifest.media.files} local files were not restored (MEDIA_STORAGE=s3 here): upload them to the bucket under the same keys`,
          );
        } else if (manifest.media.storage === 's3') {
          notes.push('media: the backup was made with MEDIA_STORAGE=s3; the bucket is not in the archive');
        }
        const key = createHash('sha256')
          .update(await loadSettingsKey(config))
          .digest('hex')
          .slice(0, 16);
        // Schools' own payment keys (a backup of an older level may not have the column: then none).
        const { rows: secrets } = await client
          .query('select 1 from tenants where payment_secret_key is not null limit 1')
          .catch(() => ({ rows: [] }));
        if (key !== manifest.settingsKey && secrets.length > 0)
          notes.push(
            'settings key: the key here is not the one the backup was made with; schools that stored payment keys in /admin need the old key (SETTINGS_ENCRYPTION_KEY, or DATA_DIR/settings-encryption.key) before the app starts',
          );
        return { manifest, notes };
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

async function tablesIn(client: pg.ClientBase): Promise<{ tables: number; migrations: boolean }> {
  const { rows } = await client.query<{ tables: string; migrations: string | null }>(
    `select (select count(*) from pg_tables where schemaname = $1) as tables,
            to_regclass('drizzle.__drizzle_migrations')::text as migrations`,
    [DATA_SCHEMA],
  );
  return { tables: Number(rows[0]?.tables ?? 0), migrations: Boolean(rows[0]?.migrations) };
}

const isEmpty = async (client: pg.ClientBase) => {
  const { tables, migrations } = await tablesIn(client).catch(() => ({ tables: 1, migrations: true }));
  return tables === 0 && !migrations;
};

async function refuseNonEmpty(client: pg.ClientBase): Promise<void> {
  const { tables, migrations } = await tablesIn(client);
  if (tables > 0 || migrations)
    throw new BackupError(
      `The target database is not empty (${tables} tables): restore only into a new DATA_DIR or an empty database (DATABASE_URL).`,
    );
}

async function readManifest(staging: string): Promise<BackupManifest> {
  const text = await readFile(path.join(staging, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError(`The archive has no ${MANIFEST_FILE}: not a Puente backup.`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 'puente-backup' || manifest.formatVersion !== 1)
    throw new BackupError('The archive is not a Puente backup of a format this version reads.');
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = await digestOf(path.join(staging, name)).catch(() => null);
    if (actual?.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      throw new BackupError(
        `${name} in the archive is ${actual ? 'damaged' : 'missing'}: the archive cannot be restored.`,
      );
  }
  return manifest;
}

async function checkCounts(client: pg.ClientBase, manifest: BackupManifest): Promise<void> {
  for (const table of await dataTables(client)) {
    const expected = manifest.tables[table.name];
    if (expected === undefined) continue;
    const { rows } = await client.query<{ count: string }>(
      `select count(*) as count from only ${qualified(client, table.name)}`,
    );
    if (Number(rows[0]?.count) !== expected)
      throw new BackupError(`${table.name} has ${rows[0]?.count} rows after the restore, not ${expected}.`);
  }
}
