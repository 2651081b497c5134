export * from './auth.ts';
export * from './cards/index.ts';
export * from './constants.ts';
export * from './errors/error-catalog.ts';
export type { ErrorEntry } from './errors/error-entry.ts';
export * from './health.ts';
export * from './learning/index.ts';
export * from './rules/index.ts';
