export * from './audit-labels.ts';
export * from './audit-log-api.ts';
export * from './jobs-api.ts';
export * from './users-api.ts';
export * from './users-import-api.ts';
