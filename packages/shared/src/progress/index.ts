export * from './progress-api.ts';
