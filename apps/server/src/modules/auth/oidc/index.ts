/** Sign-in with the school's OpenID Connect provider (used by auth.module.ts). */
export { oidcRoutes } from './oidc.routes.ts';
