export * from './dictionary-api.ts';
export * from './dictionary-authoring.ts';
export * from './dictionary-limits.ts';
