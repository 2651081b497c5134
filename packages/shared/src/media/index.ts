export * from './format-bytes.ts';
export * from './media-api.ts';
