/** Public entry of the activity module: the learning events other modules record. */

export { eventsOfUser } from './events-of-user.ts';
export { minutesByDay } from './minutes-by-day.ts';
export { minutesStudied } from './minutes-studied.ts';
export { recordActivity } from './record-activity.ts';
export { studyEvents } from './study-events.ts';
