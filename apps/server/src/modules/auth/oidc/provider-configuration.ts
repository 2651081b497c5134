import * as oidc from 'openid-client';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/** How long a provider's discovered metadata is reused before it is fetched again. */
const DISCOVERY_TTL_MS = 10 * 60_000;

const discovered = new Map<string, { at: number; configuration: Promise<oidc.Configuration> }>();

/** The school's sign-in provider as configured: issuer, client id and the decrypted client secret. */
export type SchoolProvider = { issuer: string; clientId: string; clientSecret: string; domains: string[] };

/** The school's provider settings, or `auth.oidc-not-configured` when it has none (or a secret that does not open). */
export function schoolProvider(deps: Pick<AppDeps, 'settingsCipher'>, tenant: Tenant): SchoolProvider {
  const { oidcIssuer, oidcClientId, oidcClientSecret, oidcEmailDomains } = tenant;
  if (!oidcIssuer || !oidcClientId || !oidcClientSecret || oidcEmailDomains.length === 0)
    throw new AppError('auth.oidc-not-configured');
  let clientSecret: string;
  try {
    clientSecret = deps.settingsCipher.decrypt(oidcClientSecret);
  } catch {
    throw new AppError('auth.oidc-not-configured');
  }
  return { issuer: oidcIssuer, clientId: oidcClientId, clientSecret, domains: oidcEmailDomains };
}

/**
 * The openid-client configuration of the school's provider (OpenID Connect Discovery), kept a few minutes
 * per school and settings version. Plain http is allowed only for the loopback issuers the settings accept
 * (a provider on this machine). A provider that cannot be reached answers `auth.oidc-provider`.
 */
export async function providerConfiguration(
  tenant: Tenant,
  provider: SchoolProvider,
): Promise<oidc.Configuration> {
  const key = `${tenant.id}:${tenant.version}:${provider.issuer}`;
  const now = Date.now();
  const cached = discovered.get(key);
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
  const issuer = new URL(provider.issuer);
  const configuration = oidc.discovery(
    issuer,
    provider.clientId,
    provider.clientSecret,
    undefined,
    issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
  discovered.set(key, { at: now, configuration });
  try {
    return await configuration;
  } catch {
    discovered.delete(key);
    throw new AppError('auth.oidc-provider');
  }
}
