export * from './constants.ts';
export * from './errors/error-catalog.ts';
export type { ErrorEntry } from './errors/error-entry.ts';
export * from './health.ts';
export * from './rules/index.ts';
export * from './cards/index.ts';
