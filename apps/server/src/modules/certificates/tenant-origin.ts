import type { Tenant } from '../../db/schema/index.ts';

/** A Host header: a host name (or a bracketed IPv6 address) and an optional port. */
const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/**
 * The public origin of the tenant's pages when PUBLIC_URL is unset, for links that leave the request
 * (certificate links and QR codes): the request's host only when its name is one of the tenant's
 * configured hosts (its port kept), else the tenant's first host, so a forged Host header never ends up
 * in a link. A tenant without hosts gets '' (links relative to the site).
 */
export function tenantOrigin(tenant: Pick<Tenant, 'hosts'>, protocol: string, requestHost: string): string {
  const match = HOST_HEADER.exec(requestHost.toLowerCase());
  if (match && tenant.hosts.includes(match[1]!)) return `${protocol}://${match[0]}`;
  const [host] = tenant.hosts;
  return host ? `${protocol}://${host}` : '';
}
