export * from './tutoring-api.ts';
