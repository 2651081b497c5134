export * from './account-billing-api.ts';
export * from './reconciliation-api.ts';
export * from './tenant-settings-api.ts';
