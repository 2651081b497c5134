import { loadConfig } from '../config.ts';
import { BackupError } from './backup-manifest.ts';
import { restoreBackup } from './restore-backup.ts';

// `npm run restore -- FILE`: paths are the caller's, not this package's folder npm runs in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE (a puente-backup-….tar.gz made by npm run backup)');
  process.exit(2);
}
try {
  const { manifest, notes } = await restoreBackup(loadConfig(), file);
  console.log(`Restored ${file} (made ${manifest.createdAt}, migration ${manifest.schema.lastMigration}).`);
  for (const note of notes) console.log(`  ${note}`);
  console.log('The next start applies any newer migration.');
} catch (error) {
  console.error(error instanceof BackupError ? `Restore refused: ${error.message}` : error);
  process.exitCode = 1;
}
