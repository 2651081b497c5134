export * from './dictionary-api.ts';
