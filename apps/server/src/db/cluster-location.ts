import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { chown, lstat, mkdir, realpath, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

type SystemUser = { uid: number; gid: number };

/** Where the cluster lives: its folder (`-D`), and the folder beside it that holds its socket folder. */
export type ClusterLocation = {
  pgdata: string;
  serverDir: string;
  /** Set when the cluster was just placed outside DATA_DIR: a line for the start-up log. */
  note?: string;
};

/** Where clusters of a DATA_DIR closed to the server's user go, one folder per DATA_DIR. */
const defaultClusterRoot = () =>
  os.platform() === 'linux' ? '/var/lib/puente' : path.join(os.tmpdir(), 'puente-clusters');

/**
 * Whether `user` may pass through every folder from the root down to `dir` (the `x` bit for its owner,
 * group or others; supplementary groups are not looked at, so a "no" may be too careful, never wrong).
 */
function userCanReach(dir: string, user: SystemUser): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode, uid, gid } = statSync(current);
    const allowed = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!allowed) return false;
    if (path.dirname(current) === current) return true;
  }
}

/**
 * The cluster's folder for a DATA_DIR. Normally `DATA_DIR/postgres`. Run as root, PostgreSQL runs as
 * the user `postgres`, which cannot enter a DATA_DIR below a folder closed to other users (a checkout in
 * /root, any 0700 folder): then the cluster goes to a folder of its own under `clusterRoot`, and
 * `DATA_DIR/postgres` becomes a symbolic link to it, so every later start (and a backup) finds it there
 * even if DATA_DIR is opened up afterwards. The password, the log and the media stay in DATA_DIR.
 */
export async function clusterLocation(
  dataDir: string,
  user: SystemUser | undefined,
  clusterRoot: string = defaultClusterRoot(),
): Promise<ClusterLocation> {
  const link = path.join(dataDir, 'postgres');
  const existing = await lstat(link).catch(() => null);
  if (existing?.isSymbolicLink()) {
    const pgdata = await realpath(link).catch(() => null);
    if (!pgdata)
      throw new Error(
        `${link} links to a PostgreSQL cluster that is gone: restore it, or remove the link to start with an empty database.`,
      );
    return { pgdata, serverDir: path.dirname(pgdata) };
  }
  if (!user || existing || userCanReach(dataDir, user)) return { pgdata: link, serverDir: dataDir };

  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  const serverDir = path.join(clusterRoot, `cluster-${key}`);
  const pgdata = path.join(serverDir, 'postgres');
  await mkdir(serverDir, { recursive: true, mode: 0o755 });
  if (!userCanReach(serverDir, user))
    throw new Error(
      `DATA_DIR (${dataDir}) is closed to the user "postgres", and so is ${serverDir}: set DATA_DIR to a folder that user can enter.`,
    );
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  await chown(pgdata, user.uid, user.gid);
  await symlink(pgdata, link, 'dir');
  return {
    pgdata,
    serverDir,
    note: `DATA_DIR (${dataDir}) is closed to the user "postgres" that runs PostgreSQL: its cluster is kept in ${pgdata} (${link} links there)`,
  };
}
