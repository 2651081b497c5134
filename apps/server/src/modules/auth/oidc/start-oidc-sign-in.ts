import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { recordStartedSignIn } from './oidc.repository.ts';
import { providerConfiguration, schoolProvider } from './provider-configuration.ts';

/** How long the browser has to come back from the provider. */
export const OIDC_SIGN_IN_TTL_MS = 10 * 60_000;

/**
 * Begins a sign-in with the school's OpenID Connect provider: a new state, nonce and PKCE verifier are
 * kept server-side (oidc_sign_ins) with the hash of a new secret for the browser's cookie, and the
 * provider's authorization URL is answered. `redirectUri` is the callback at the school's configured
 * origin, never the request's Host.
 */
export async function startOidcSignIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'settingsCipher'>,
  tenant: Tenant,
  redirectUri: string,
): Promise<{ location: string; browserSecret: string }> {
  const provider = schoolProvider(deps, tenant);
  const configuration = await providerConfiguration(tenant, provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserSecret = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await recordStartedSignIn(
    deps.db,
    {
      tenantId: tenant.id,
      state,
      browserSecret,
      nonce,
      codeVerifier,
      expiresAt: new Date(now.getTime() + OIDC_SIGN_IN_TTL_MS),
    },
    now,
  );
  const location = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { location: location.href, browserSecret };
}
