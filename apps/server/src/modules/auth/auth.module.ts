import type { FastifyPluginAsync } from 'fastify';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { authRoutes } from './auth.routes.ts';
import { oidcRoutes } from './oidc/index.ts';
import { userRoutes } from './user.routes.ts';

/**
 * The sign-in calls of spec section 7 (under /api). Within them a JSON body may be empty: refresh and
 * logoff have none, and clients often still send the JSON content type.
 */
export const authModule: FastifyPluginAsync = async (app) => {
  await app.register(emptyJsonBody);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(oidcRoutes);
};
