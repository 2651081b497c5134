import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { type Tenant, type User, users } from '../../db/schema/index.ts';
import { usernameInUse } from './username-in-use.ts';
import { usernameTaken } from './username-taken.ts';

describe('usernameTaken', () => {
  let handle: DatabaseHandle;
  let school: Tenant;
  let other: Tenant;
  let ana: User;
  beforeAll(async () => {
    handle = await createTestDatabase();
    school = await buildTenant(handle.db);
    other = await buildTenant(handle.db);
    ana = await buildUser(handle.db, school, { email: 'ana@example.com' });
    const removed = await buildUser(handle.db, school, { email: 'gone@example.com' });
    await handle.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, removed.id));
  });
  afterAll(() => handle.close());

  it("is a live user's username in the same school, as typed or trimmed and lower-cased", async () => {
    expect(await usernameTaken(handle.db, school.id, 'ana@example.com')).toBe(true);
    expect(await usernameTaken(handle.db, school.id, '  ANA@Example.com ')).toBe(true);
    expect(await usernameTaken(handle.db, school.id, 'bea@example.com')).toBe(false);
  });

  it("is free in another school, for a removed user's username and for the user themselves", async () => {
    expect(await usernameTaken(handle.db, other.id, 'ana@example.com')).toBe(false);
    expect(await usernameTaken(handle.db, school.id, 'gone@example.com')).toBe(false);
    expect(await usernameTaken(handle.db, school.id, 'ana@example.com', ana.id)).toBe(false);
  });

  it('is refused as 409 user.username-in-use on the e-mail field', () => {
    expect(usernameInUse()).toMatchObject({
      code: 'user.username-in-use',
      details: { fields: [{ path: 'email', code: 'user.username-in-use' }] },
    });
  });
});
