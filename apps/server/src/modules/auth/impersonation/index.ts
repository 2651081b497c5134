/** An administrator acting as another user of the school. */
export { impersonate } from './impersonate.ts';
