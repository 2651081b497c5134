import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../../app-deps.ts';
import { type Tenant, type User, users } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../lib/password.ts';
import { findUserByEmail } from '../auth.repository.ts';

/**
 * The user of a first sign-in with the school's provider, where the school allows it: a student of no
 * account, in the school's language, with a random password nobody knows (the provider is how they sign
 * in; a one-time password gives them one) and the terms still to accept. Two first sign-ins at once make
 * one user.
 */
export async function createSchoolAccountUser(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  input: { email: string; firstName: string; lastName: string },
): Promise<User | null> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  await deps.db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'Student',
      preferredLocale: tenant.defaultLocale === 'en' ? 'en' : 'es',
      passwordHash,
    })
    .onConflictDoNothing();
  return findUserByEmail(deps.db, tenant.id, input.email);
}
