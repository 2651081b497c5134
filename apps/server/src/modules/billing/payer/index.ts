/** Public entry of billing's payer: who may use the payment calls, and which stored cards they may use. */
export { isHolder, mayUseCard, payerOf } from './billing-guard.ts';
export { dropAccountCacheAfterWrites } from './drop-account-cache-after-writes.ts';
export {
  guarded,
  holderAccess,
  payAccess,
  providerOf,
  retailSecurity,
  retailTags,
  viewAccess,
  writeAccess,
} from './retail-route-options.ts';
