import pg from 'pg';

/**
 * A new, empty database `<name>_<suffix>` on the server of `sharedUrl` (E2E_DATABASE_URL), dropped by
 * `close()`: an app started on it migrates and seeds it as on a fresh install.
 */
export async function openFreshDatabase(
  sharedUrl: string,
  suffix: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const url = new URL(sharedUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const adminUrl = new URL(sharedUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const drop = () => admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
  await drop();
  await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    close: async () => {
      await drop();
      await admin.end();
    },
  };
}
