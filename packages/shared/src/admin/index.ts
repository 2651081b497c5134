export * from './audit-log-api.ts';
