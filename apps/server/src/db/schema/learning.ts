/** The learning domain's tables (content, then what students do with it). */
export * from './learning-content.ts';
export * from './learning-progress.ts';
