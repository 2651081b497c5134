import type { Config } from '../config.ts';
import type { Tenant } from '../db/schema/index.ts';

/** Host names of this machine: a school reached there is a development server on the app's own port. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The public origin of a school's pages, for every link that leaves the app (mails, certificates and
 * their QR codes, calendar invitations): PUBLIC_URL when set, else the school's first configured host
 * (https; a loopback name is a development server: http on the app's port). A tenant without hosts gets
 * '' (links relative to the site). Never the request's Host or X-Forwarded-Host: the default school
 * answers any host name, so a forged one would otherwise reach the links.
 */
export function publicOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  tenant: Pick<Tenant, 'hosts'>,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const [host] = tenant.hosts;
  if (!host) return '';
  return LOOPBACK.has(host) ? `http://${host}:${config.PORT}` : `https://${host}`;
}

/** The school's sign-in page, where mails with a temporary password send the user. */
export const signInUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, tenant: Pick<Tenant, 'hosts'>) =>
  `${publicOrigin(config, tenant)}/login`;
