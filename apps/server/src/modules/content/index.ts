/** Public entry of the content module (import and export of content packages). */
export { importContent } from './import-content.ts';
