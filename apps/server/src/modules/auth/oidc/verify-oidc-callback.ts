import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findUserByEmail } from '../auth.repository.ts';
import { createSchoolAccountUser } from './create-school-account-user.ts';
import { recordVerifiedSignIn, secretHash, takeStartedSignIn } from './oidc.repository.ts';
import { providerConfiguration, schoolProvider } from './provider-configuration.ts';

/** How long a verified sign-in waits for the browser to complete it. */
const VERIFIED_TTL_MS = 2 * 60_000;

type Claims = Record<string, unknown>;

/**
 * The provider sent the browser back (`callbackUrl`: the callback at the school's origin with the
 * provider's query). The state is taken (used up) first; it must have been begun by this browser (its
 * cookie). The code is exchanged with the state's PKCE verifier and nonce (a replayed or forged code is
 * refused by the provider or the checks), the e-mail must be verified by the provider and of the school's
 * domains, and it must be a user of this school (created only when the school allows it). Nothing is linked
 * otherwise. The user then waits for this browser to complete the sign-in (`completeOidcSignIn`).
 */
export async function verifyOidcCallback(
  deps: Pick<AppDeps, 'db' | 'clock' | 'settingsCipher'>,
  tenant: Tenant,
  input: { callbackUrl: URL; browserSecret: string | undefined },
): Promise<void> {
  const provider = schoolProvider(deps, tenant);
  const state = input.callbackUrl.searchParams.get('state');
  const now = deps.clock.now();
  const started = state ? await takeStartedSignIn(deps.db, tenant.id, state, now) : null;
  if (!state || !started) throw new AppError('auth.oidc-state');
  if (!input.browserSecret || secretHash(input.browserSecret) !== started.browserHash)
    throw new AppError('auth.oidc-state');
  const configuration = await providerConfiguration(tenant, provider);
  let claims: Claims;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, input.callbackUrl, {
      pkceCodeVerifier: started.codeVerifier,
      expectedState: state,
      expectedNonce: started.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new AppError('auth.oidc-provider');
    claims = idClaims;
    // Providers that keep the e-mail out of the ID token answer it at their userinfo endpoint.
    if (claims.email === undefined || claims.email_verified === undefined)
      claims = {
        ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)),
        ...idClaims,
      };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('auth.oidc-provider');
  }
  if (typeof claims.email !== 'string') throw new AppError('auth.oidc-provider');
  // Only an address the provider vouches for is ever matched to a user.
  if (claims.email_verified !== true) throw new AppError('auth.oidc-email-unverified');
  const email = claims.email.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!email.includes('@') || !provider.domains.includes(domain)) throw new AppError('auth.oidc-domain');
  let user = await findUserByEmail(deps.db, tenant.id, email);
  if (!user && tenant.oidcCreatesAccounts)
    user = await createSchoolAccountUser(deps, tenant, {
      email,
      firstName: textClaim(claims.given_name) ?? textClaim(claims.name) ?? email.slice(0, email.indexOf('@')),
      lastName: textClaim(claims.family_name) ?? '',
    });
  if (!user) throw new AppError('auth.oidc-no-account');
  await recordVerifiedSignIn(
    deps.db,
    {
      tenantId: tenant.id,
      browserHash: started.browserHash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + VERIFIED_TTL_MS),
    },
    randomBytes(32).toString('base64url'),
  );
}

const textClaim = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;
