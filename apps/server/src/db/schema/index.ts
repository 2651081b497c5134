export * from './auth.ts';
export * from './billing.ts';
export * from './dictionary.ts';
export * from './learning.ts';
export * from './media.ts';
export * from './people.ts';
export * from './tenants.ts';
export * from './users.ts';
