/** Public entry of the activity module: the learning events other modules record. */
export { type ActivityKind, type ActivityResource, recordActivity } from './record-activity.ts';
