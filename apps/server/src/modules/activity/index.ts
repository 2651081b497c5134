/** Public entry of the activity module: the learning events other modules record. */
export { recordActivity } from './record-activity.ts';
export { minutesStudied } from './minutes-studied.ts';
