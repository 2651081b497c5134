export * from './tutoring-api.ts';
export * from './tutoring-recordings-api.ts';
