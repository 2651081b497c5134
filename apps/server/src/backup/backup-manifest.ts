/** What `manifest.json`, the first entry of a backup archive, says. */
export type BackupManifest = {
  format: 'puente-backup';
  formatVersion: 1;
  /** The version in the root package.json of the code that made it. */
  version: string;
  createdAt: string;
  /** `server_version` of the PostgreSQL it was read from. */
  postgres: string;
  /** The migration level: how many migrations were applied, and the last one's tag. */
  schema: { migrations: number; lastMigration: string | null };
  /** Rows of each table (`public.<name>`), all read in one snapshot. */
  tables: Record<string, number>;
  /** Last values of the sequences, from the same snapshot. */
  sequences: Record<string, string | null>;
  /** `local`: the media folder is in `media/`; `s3`: the bucket is not in the archive. */
  media: { storage: 'local' | 's3'; files: number; bytes: number };
  /** SHA-256 and size of every other entry of the archive (database files and media files). */
  files: Record<string, { bytes: number; sha256: string }>;
  /**
   * The first 16 hex digits of the SHA-256 of the key that encrypts the schools' payment secrets. The key
   * itself is never in the archive: the restored database needs the same key (SETTINGS_ENCRYPTION_KEY or
   * DATA_DIR/settings-encryption.key).
   */
  settingsKey: string;
};

export const MANIFEST_FILE = 'manifest.json';
/** One file per table, one JSON string per line: the row's text form (`row::text`). */
export const TABLES_FOLDER = 'database';
export const MEDIA_FOLDER = 'media';
/** The application's tables live in `public`; drizzle keeps its migration log in its own schema. */
export const DATA_SCHEMA = 'public';

/** Refused backups and restores: the message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}
