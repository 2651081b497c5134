import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

const lockFile = (dir: string) => path.join(dir, 'postgres', 'postmaster.pid');

describe('the embedded PostgreSQL server', () => {
  let dir: string;
  const running: EmbeddedPostgres[] = [];
  const start = async (port?: number) => {
    const server = await startEmbeddedPostgres({ dataDir: dir, port, settings: { fsync: 'off' } });
    running.push(server);
    return server;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'puente-embedded-'));
    // As root the server runs as the user "postgres", which must reach the folder.
    await chmod(dir, 0o755);
  });
  afterAll(async () => {
    for (const server of running) await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('initialises the cluster on first start, keeps data across restarts and removes its lock on stop', async () => {
    const first = await start();
    expect(first.notes.join('\n')).toMatch(/initialised/);
    await query(first.url, 'create table kept (n int); insert into kept values (42)');
    await first.stop();
    await expect(readFile(lockFile(dir), 'utf8')).rejects.toThrow();

    const second = await start();
    expect(second.notes).toEqual([]);
    expect(await query(second.url, 'select n from kept')).toEqual([{ n: 42 }]);
    expect(await query(second.url, 'select current_database() as db')).toEqual([{ db: 'puente' }]);
    await second.stop();
  });

  it('is reached through a Unix socket in DATA_DIR, and still on 127.0.0.1', async () => {
    const server = await start();
    expect(server.socketDirectory).toBe(path.join(dir, 'socket'));
    expect(new URL(server.url).searchParams.get('host')).toBe(server.socketDirectory);
    // A Unix socket's client has no address; a TCP client's is 127.0.0.1.
    expect(await query(server.url, 'select inet_client_addr() as addr')).toEqual([{ addr: null }]);
    const tcp = new URL(server.url);
    tcp.hostname = '127.0.0.1';
    tcp.search = '';
    expect(await query(tcp.toString(), 'select host(inet_client_addr()) as addr')).toEqual([
      { addr: '127.0.0.1' },
    ]);
    await server.stop();
  });

  it('listens on TCP only when the socket path would be too long', async () => {
    const deep = path.join(dir, 'd'.repeat(100));
    const server = await startEmbeddedPostgres({ dataDir: deep, settings: { fsync: 'off' } });
    running.push(server);
    expect(server.socketDirectory).toBeNull();
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await server.stop();
  });

  it('takes the configured port, and refuses it when another program holds it', async () => {
    const blocker = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    await expect(start(taken)).rejects.toThrow(/did not start on port/);
    await new Promise((resolve) => blocker.close(resolve));

    const server = await start(taken);
    expect(server.port).toBe(taken);
    await server.stop();
  });

  it('stops a server left running by a killed process before starting again', async () => {
    const orphan = await start();
    await query(orphan.url, 'insert into kept values (43)');
    // The app is gone but its server is not: a new start must not trip over the running cluster.
    const next = await start();
    expect(next.notes.join('\n')).toMatch(new RegExp(`earlier process \\(pid ${orphan.pid}\\)`));
    expect(() => process.kill(orphan.pid, 0)).toThrow();
    expect(await query(next.url, 'select n from kept order by n')).toEqual([{ n: 42 }, { n: 43 }]);
    await next.stop();
  });

  it('ignores a lock file whose pid now belongs to another program', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      const server = await start();
      await server.stop();
      await writeFile(lockFile(dir), `${other.pid}\n${path.join(dir, 'postgres')}\n`);
      const again = await start();
      expect(await query(again.url, 'select count(*)::int as n from kept')).toEqual([{ n: 2 }]);
      expect(other.exitCode).toBeNull();
      await again.stop();
    } finally {
      other.kill();
    }
  });

  it('refuses a cluster whose password file is gone instead of making a new one', async () => {
    const passwordFile = path.join(dir, 'postgres.password');
    await rename(passwordFile, `${passwordFile}.away`);
    await expect(start()).rejects.toThrow(/postgres\.password is missing/);
    await rename(`${passwordFile}.away`, passwordFile);
    const server = await start();
    expect(await query(server.url, 'select count(*)::int as n from kept')).toEqual([{ n: 2 }]);
    await server.stop();
  });
});
