export * from './review-api.ts';
