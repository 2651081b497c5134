export * from './tenants.ts';
export * from './users.ts';
