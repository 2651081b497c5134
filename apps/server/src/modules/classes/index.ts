/** Public entry of the classes module: what other modules may use. */
export {
  addClassMembers,
  classesByName,
  classMembershipsOf,
  findSchoolClass,
  inClass,
} from './class-members.ts';
