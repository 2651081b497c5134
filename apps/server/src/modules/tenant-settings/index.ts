/** Public entry of the school's settings: what other modules may use. */
export { adoptSchoolTimeZone } from './adopt-school-time-zone.ts';
