import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import {
  accounts,
  type NewTenant,
  type NewUser,
  type Tenant,
  tenants,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';

export const TEST_PASSWORD = 'Secreto123';
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

const unique = () => randomBytes(4).toString('hex');

export async function buildTenant(db: Database, overrides: Partial<NewTenant> = {}): Promise<Tenant> {
  const slug = overrides.slug ?? `t-${unique()}`;
  const [tenant] = await db
    .insert(tenants)
    .values({
      slug,
      name: `Tenant ${slug}`,
      hosts: [`${slug}.puente.test`],
      supportEmail: `soporte@${slug}.puente.test`,
      supportPhone: '+1 555 0100',
      ...overrides,
    })
    .returning();
  return tenant!;
}

/** A user of a tenant; students get their own account (as master) unless accountId is given. */
export async function buildUser(db: Database, tenant: Tenant, overrides: Partial<NewUser> = {}) {
  const role = overrides.role ?? 'Student';
  let accountId = overrides.accountId ?? null;
  if (role === 'Student' && accountId === null) {
    const [account] = await db
      .insert(accounts)
      .values({ tenantId: tenant.id, name: 'Cuenta de prueba' })
      .returning();
    accountId = account!.id;
  }
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: `user-${unique()}@example.test`,
      firstName: 'José',
      lastName: 'Pérez Núñez',
      role,
      isMaster: role === 'Student' && !overrides.accountId,
      passwordHash: await testPasswordHash(),
      termsAcceptedAt: new Date(),
      ...overrides,
      accountId,
    })
    .returning();
  if (user!.isMaster && accountId) {
    await db.update(accounts).set({ masterUserId: user!.id }).where(eqId(accountId));
  }
  return user!;
}

const eqId = (accountId: string) => eq(accounts.id, accountId);
