/** Public entry of billing's cards: the account's customer at the provider, its stored cards and auto-pay. */
export { customerRoutes, setupIntentRoutes, storedCardRoutes } from './cards.routes.ts';
export { forgetDetachedCard } from './forget-detached-card.ts';
export { storeSetupCard } from './store-setup-card.ts';
