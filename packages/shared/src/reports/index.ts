export * from './reports-api.ts';
