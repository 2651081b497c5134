export * from './media-api.ts';
export * from './format-bytes.ts';
