import { appendFile, chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { create, extract, list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { PNG_1X1 } from '../../test/media-samples.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { testConfig } from '../config.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { newId } from '../db/new-id.ts';
import { accounts, media, payments } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { createLocalMediaStorage } from '../modules/media/storage/local-media-storage.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { BackupError } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { filesUnder } from './file-digests.ts';
import { restoreBackup } from './restore-backup.ts';
import { tableDigests } from './table-digests.ts';

const KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

/**
 * A place for a database: on the embedded project a DATA_DIR (whose server the test may start), on the
 * postgres project an empty database at TEST_POSTGRES_URL, with a media folder beside it either way.
 */
type Place = { config: ReturnType<typeof testConfig>; url(): Promise<string>; cleanup(): Promise<void> };

async function newPlace(root: string, name: string): Promise<Place> {
  const dataDir = path.join(root, name);
  if (testDatabaseKind === 'postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL!;
    const database = `puente_backup_${name}_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = withDatabase(adminUrl, database);
    return {
      config: testConfig({ DATA_DIR: dataDir, DATABASE_URL: url, SETTINGS_ENCRYPTION_KEY: KEY }),
      url: async () => url,
      cleanup: async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${database} with (force)`).finally(() => dropper.end());
      },
    };
  }
  let server: EmbeddedPostgres | undefined;
  return {
    config: testConfig({ DATA_DIR: dataDir, SETTINGS_ENCRYPTION_KEY: KEY }),
    url: async () => {
      server ??= await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off' } });
      return server.url;
    },
    cleanup: async () => {
      await server?.stop();
    },
  };
}

async function digestsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableDigests(client);
  } finally {
    await client.end();
  }
}

describe(`backup and restore on ${testDatabaseKind}`, () => {
  let root: string;
  let source: Place;
  let target: Place;
  let sourceDb: DatabaseHandle;
  let archive: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'puente-backup-'));
    // As root the embedded server runs as the user "postgres", which must reach the folder.
    await chmod(root, 0o755);
    source = await newPlace(root, 'source');
    target = await newPlace(root, 'target');
    // The source: the demo school (payments, ledger, course progress, exams) and an uploaded image.
    sourceDb = await createDatabase({ url: await source.url() });
    await sourceDb.migrate();
    const { tenant, users } = await seedDemo(sourceDb.db, systemClock);
    const storage = createLocalMediaStorage(path.join(source.config.DATA_DIR, 'media'));
    const id = newId();
    const key = `${tenant.id}/${id}.png`;
    await storage.put(key, Readable.from([PNG_1X1]), { contentType: 'image/png' });
    await sourceDb.db.insert(media).values({
      id,
      tenantId: tenant.id,
      kind: 'image',
      mime: 'image/png',
      size: PNG_1X1.length,
      originalName: 'portada.png',
      storageKey: key,
      createdBy: users.admin.id,
    });
    // A card payment (its triggers fill the money roll-ups, which the restore must not count twice).
    const [account] = await sourceDb.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.tenantId, tenant.id))
      .limit(1);
    await sourceDb.db.insert(payments).values({
      tenantId: tenant.id,
      accountId: account!.id,
      idempotencyKey: 'backup-test',
      providerIdempotencyKey: `${account!.id}:backup-test`,
      customerId: 'cus_backup',
      paymentMethodId: 'pm_backup',
      amountCents: 12_345,
      status: 'succeeded',
      providerPaymentId: 'pi_backup',
    });
    archive = path.join(root, 'backup.tar.gz');
  }, 120_000);

  afterAll(async () => {
    await sourceDb?.close();
    await source?.cleanup();
    await target?.cleanup();
    await rm(root, { recursive: true, force: true });
  });

  it('backs up a running database and its media into one archive, and restores every row and file elsewhere', async () => {
    // The source's server keeps running (embedded: the backup connects to it, as beside a live app).
    const { file, manifest } = await createBackup(source.config, archive);
    expect(file).toBe(archive);
    const entries: string[] = [];
    await list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('database/payments.rows');
    expect(entries.filter((entry) => entry.startsWith('media/'))).toHaveLength(1);
    expect(manifest.schema.migrations).toBeGreaterThan(30);
    expect(manifest.tables.payments).toBe(1);
    expect(manifest.tables.chapter_progress).toBeGreaterThan(0);
    expect(manifest.tables.media).toBe(1);
    expect(manifest.media).toMatchObject({ storage: 'local', files: 1, bytes: PNG_1X1.length });

    const restored = await restoreBackup(target.config, archive);
    expect(restored.manifest.createdAt).toBe(manifest.createdAt);

    const before = await digestsOf(await source.url());
    const after = await digestsOf(await target.url());
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual(before);
    const sourceMedia = path.join(source.config.DATA_DIR, 'media');
    const targetMedia = path.join(target.config.DATA_DIR, 'media');
    const names = await filesUnder(sourceMedia);
    expect(await filesUnder(targetMedia)).toEqual(names);
    for (const name of names)
      expect(await readFile(path.join(targetMedia, name))).toEqual(
        await readFile(path.join(sourceMedia, name)),
      );

    // The restored database is the app's: the migrator finds nothing left to do, sequences go on.
    const restoredDb = await createDatabase({ url: await target.url() });
    try {
      await restoredDb.migrate();
      expect(await digestsOf(await target.url())).toEqual(before);
    } finally {
      await restoredDb.close();
    }
  }, 120_000);

  it('refuses an archive whose files do not match its manifest, and leaves the target empty', async () => {
    const unpacked = path.join(root, 'tampered');
    await mkdir(unpacked);
    await extract({ file: archive, cwd: unpacked });
    await appendFile(path.join(unpacked, 'database/payments.rows'), '"(forged)"\n');
    const entries: string[] = [];
    await list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    const tampered = path.join(root, 'tampered.tar.gz');
    await create({ file: tampered, cwd: unpacked, gzip: true }, entries);

    const elsewhere = await newPlace(root, 'elsewhere');
    try {
      const error = await restoreBackup(elsewhere.config, tampered).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toMatch(/database\/payments\.rows in the archive is damaged/);
      const client = new pg.Client({ connectionString: await elsewhere.url() });
      await client.connect();
      try {
        const { rows } = await client.query(`select 1 from pg_tables where schemaname = 'public'`);
        expect(rows).toEqual([]);
      } finally {
        await client.end();
      }
      expect(await filesUnder(path.join(elsewhere.config.DATA_DIR, 'media'))).toEqual([]);
    } finally {
      await elsewhere.cleanup();
    }
  }, 60_000);

  it('refuses to restore over a database that holds data, and says so', async () => {
    const error = await restoreBackup(target.config, archive).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/not empty/);
  }, 60_000);
});
