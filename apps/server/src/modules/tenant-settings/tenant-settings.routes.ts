import { ACCESS, ZTenantSettings, ZTenantSettingsEdit } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { getTenantSettings } from './get-tenant-settings.ts';
import { updateTenantSettings } from './update-tenant-settings.ts';

const security = [{ bearer: [] }];
const adminOnly = requireAccess(ACCESS.admin);
const adminAccess =
  "Administrators only, of the request's tenant (403 system.forbidden for anyone else, an administrator " +
  'acting as a student included).';

/** The school's settings in the administration (/admin). */
export const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/tenant-settings',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: "The tenant's settings (the payment secret key only as configured or not)",
        description: adminAccess,
        response: { 200: ZTenantSettings },
      },
    },
    async (request) => getTenantSettings(app.deps, actorOf(request)),
  );

  app.put(
    '/admin/tenant-settings',
    {
      // Switches (payments, tutoring) change what signed-in users may do: answer once every instance knows.
      config: { revokesAccess: true },
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: "Changes the tenant's settings; signed-in users see them on their next request",
        description:
          `${adminAccess} 409 stale when the version is not the stored one. The secret key is write-only: ` +
          'empty keeps the stored key, clearSecretKey removes it; Stripe modes need one (400 ' +
          'tenant.secret-key-required).',
        body: ZTenantSettingsEdit,
        response: { 200: ZTenantSettings },
      },
    },
    async (request) => updateTenantSettings(app.deps, actorOf(request), request.body),
  );
};
