import type { TTenantSettings, TTenantSettingsEdit } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const tenantSettingsKey = ['admin', 'tenant-settings'] as const;

/** GET /admin/tenant-settings (administrators): the settings, the secret key only as configured or not. */
export const useTenantSettings = () =>
  useQuery({
    queryKey: tenantSettingsKey,
    queryFn: ({ signal }) => apiFetch<TTenantSettings>('/admin/tenant-settings', { signal }),
  });

/** PUT /admin/tenant-settings with the version read (409 'stale' when someone saved first). */
export const putTenantSettings = (body: TTenantSettingsEdit) =>
  apiFetch<TTenantSettings>('/admin/tenant-settings', { method: 'PUT', body });
