import { loadConfig } from '../config.ts';
import { BackupError } from './backup-manifest.ts';
import { createBackup, defaultBackupName } from './create-backup.ts';

// `npm run backup [-- FILE]`: paths are the caller's, not this package's folder npm runs in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
try {
  const now = new Date();
  const { file, manifest, note } = await createBackup(
    loadConfig(),
    process.argv[2] ?? defaultBackupName(now),
    now,
  );
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written to ${file}: ${Object.keys(manifest.tables).length} tables, ${rows} rows (one snapshot of ${note}), ` +
      `migration ${manifest.schema.lastMigration}, ${manifest.media.files} media files (${manifest.media.storage}).`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? `Backup failed: ${error.message}` : error);
  process.exitCode = 1;
}
