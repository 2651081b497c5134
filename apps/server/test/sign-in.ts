import type { TLoginResponse } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { type NewUser, type Tenant, tenants, type User } from '../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { buildUser, TEST_PASSWORD } from './factories.ts';

export type SignInOptions = {
  /** Defaults to TEST_PASSWORD (the factories' password). */
  password?: string;
  /** Defaults to the first host of the user's tenant. */
  host?: string;
  rememberMe?: boolean;
};

export type SignedIn = {
  token: string;
  /** `authorization: Bearer <token>` and the tenant's `host`: spread into app.inject's headers. */
  headers: Record<string, string>;
  body: TLoginResponse;
};

/**
 * Signs a user in through POST /api/authentication/login on their tenant's host. Throws when the login
 * fails. For a user who must change password or accept terms the token is the temporary one.
 */
export async function signIn(t: TestApp, user: User, options: SignInOptions = {}): Promise<SignedIn> {
  const host = options.host ?? (await tenantHost(t, user.tenantId));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    headers: { host },
    payload: {
      username: user.email,
      password: options.password ?? TEST_PASSWORD,
      rememberMe: options.rememberMe,
    },
  });
  if (res.statusCode !== 200) {
    const cause = res.statusCode >= 500 ? t.serverErrors.at(-1) : undefined;
    throw new Error(`signIn(${user.email}) failed: ${res.statusCode} ${res.body}`, { cause });
  }
  const body = res.json() as TLoginResponse;
  return { token: body.tokenId, headers: { authorization: `Bearer ${body.tokenId}`, host }, body };
}

/** A new user of the tenant (`buildUser` with the overrides), signed in: the headers of their requests. */
export async function signInNewUser(
  t: TestApp,
  tenant: Tenant,
  overrides?: Partial<NewUser>,
): Promise<Record<string, string>> {
  return (await signIn(t, await buildUser(t.deps.db, tenant, overrides))).headers;
}

async function tenantHost(t: TestApp, tenantId: string): Promise<string> {
  const [tenant] = await t.deps.db
    .select({ hosts: tenants.hosts })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const host = tenant?.hosts[0];
  if (!host) throw new Error(`signIn: tenant ${tenantId} has no host`);
  return host;
}
