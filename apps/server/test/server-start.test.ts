import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  embeddedServerPid,
  type FreshDatabase,
  freePort,
  freshDatabase,
  startServer,
  stopServer,
} from './server-process.ts';
import { testDatabaseKind } from './test-database.ts';

let port: number;
let base: string;
const login = (username: string) =>
  fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Puente2026!' }),
  });

describe(`npm start on ${testDatabaseKind}: migrations, demo data, restart`, () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => database.cleanup());

  it('creates the demo tenant and users on an empty database, and keeps data across a restart', async () => {
    const first = await startServer(port, database.env);
    let token: string;
    try {
      const tenant = await fetch(`${base}/api/tenant`).then((r) => r.json());
      expect(tenant).toMatchObject({ name: 'Puente Demo', defaultLocale: 'es' });
      const health = await fetch(`${base}/api/health`).then((r) => r.json());
      expect(health).toMatchObject({ database: { kind: testDatabaseKind, reachable: true } });
      const res = await login('estudiante@demo.puente.test');
      expect(res.status).toBe(200);
      token = ((await res.json()) as { tokenId: string }).tokenId;
    } finally {
      await stopServer(first);
    }
    // A clean stop takes the embedded server down with the app.
    if (database.dataDir) expect(await embeddedServerPid(database.dataDir)).toBeUndefined();

    const second = await startServer(port, database.env);
    try {
      // The session created before the restart is still valid: the data was kept, not re-seeded.
      const me = await fetch(`${base}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { name: string }).name).toContain('Estefanía');
      expect((await login('admin@demo.puente.test')).status).toBe(200);
    } finally {
      await stopServer(second);
    }
    if (database.dataDir) expect(await embeddedServerPid(database.dataDir)).toBeUndefined();
  }, 180_000);
});
