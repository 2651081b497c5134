import { z } from 'zod';
import { ZVersion } from '../authoring/resource-kit.ts';
import { int4 } from '../column-integers.ts';
import { ZIsoDay, ZIsoInstant } from '../iso-dates.ts';
import { isTimeZone } from '../people/profile-api.ts';
import { ruleCheck } from '../rules/rule-codes.ts';
import { singleLineText } from '../rules/single-line-text.ts';

/** Session lengths a tutor may offer, in minutes (30 or 60). */
const ZTutoringLength = z.union([z.literal(30), z.literal(60)]);

/** An IANA time zone name the runtime knows (a zone that does not exist is refused). */
const ZTutoringTimeZone = z.string().check(ruleCheck<string>('user.invalid-time-zone', isTimeZone));

const ZLocalTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, 'tutoring.invalid-time');
const ZLocalDay = ZIsoDay;

const ZTutorSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  bio: z.string(),
  languages: z.array(z.string()),
  sessionLengths: z.array(ZTutoringLength),
  timeZone: z.string(),
  /** The first free slot of the shortest length offered, or null. */
  nextSlot: z.iso.datetime().nullable(),
});
export type TTutorSummary = z.infer<typeof ZTutorSummary>;
export const ZTutorList = z.object({
  tutors: z.array(ZTutorSummary),
  priceCents: z.number().int(),
  /** The caller's own zone from their profile (null: the browser's). */
  viewerTimeZone: z.string().nullable(),
  /** Whether the caller may book (students of a school with tutoring on). */
  canBook: z.boolean(),
  /**
   * Whether the caller may book a paid session (priceCents above 0): false for a guest while the school
   * leaves paid sessions to the account holder (booking one answers 403 tutoring.guest-paid-not-allowed).
   */
  mayBookPaid: z.boolean(),
});
export type TTutorList = z.infer<typeof ZTutorList>;

export const ZSlotsQuery = z.object({
  from: ZIsoInstant,
  to: ZIsoInstant,
  length: z.coerce.number().pipe(ZTutoringLength),
});
export const ZTutorSlots = z.object({
  tutorTimeZone: z.string(),
  lengthMinutes: ZTutoringLength,
  slots: z.array(z.iso.datetime()),
});
export type TTutorSlots = z.infer<typeof ZTutorSlots>;

export const ZBookSession = z.object({
  tutorId: z.uuid(),
  startsAt: ZIsoInstant,
  lengthMinutes: ZTutoringLength,
  /** The student's own zone (their mail and the screen name it). */
  timeZone: ZTutoringTimeZone,
  note: z.string().trim().max(1000).default(''),
});
export type TBookSession = z.input<typeof ZBookSession>;

export const ZRescheduleSession = z.object({ startsAt: ZIsoInstant });

export const TUTORING_STATUSES = [
  'booked',
  'cancelled',
  'attended',
  'student_no_show',
  'tutor_no_show',
] as const;
const ZTutoringStatus = z.enum(TUTORING_STATUSES);

export const ZTutoringSession = z.object({
  id: z.uuid(),
  tutor: z.object({ id: z.uuid(), name: z.string() }),
  student: z.object({ id: z.uuid(), name: z.string() }),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  lengthMinutes: z.number().int(),
  status: ZTutoringStatus,
  note: z.string(),
  contextLabel: z.string(),
  meetingLink: z.string().nullable(),
  priceCents: z.number().int(),
  /**
   * The caller's side: the student who booked, the tutor, the holder of the account a guest booked on
   * ('account': they may cancel it), or staff ('staff').
   */
  side: z.enum(['student', 'tutor', 'account', 'staff']),
  /** Whether the caller may still cancel or move it (before the tenant's cutoff). */
  changeable: z.boolean(),
  cutoffAt: z.iso.datetime(),
});
export type TTutoringSession = z.infer<typeof ZTutoringSession>;

export const ZMySessionsQuery = z.object({ when: z.enum(['upcoming', 'past']).default('upcoming') });
export const ZTutoringSessionList = z.object({ sessions: z.array(ZTutoringSession) });
export type TTutoringSessionList = z.infer<typeof ZTutoringSessionList>;

const ZAvailabilityRule = z.object({
  weekday: int4().min(1).max(7),
  startTime: ZLocalTime,
  endTime: ZLocalTime,
});
const ZAvailabilityException = z.object({
  day: ZLocalDay,
  kind: z.enum(['off', 'extra']),
  startTime: ZLocalTime.nullable(),
  endTime: ZLocalTime.nullable(),
});

/** What a tutor edits: their terms, weekly windows and one-off exceptions, in their own zone. */
export const ZMyAvailability = z.object({
  timeZone: ZTutoringTimeZone,
  bio: z.string().trim().max(2000),
  languages: z.array(singleLineText(40, 'invalid')).max(10),
  sessionLengths: z.array(ZTutoringLength).min(1, 'tutoring.no-lengths'),
  minNoticeHours: int4().min(0).max(336),
  horizonDays: int4().min(1).max(180),
  meetingLink: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  rules: z.array(ZAvailabilityRule).max(70),
  exceptions: z.array(ZAvailabilityException).max(200),
});
export type TMyAvailability = z.infer<typeof ZMyAvailability>;
export type TMyAvailabilityInput = z.input<typeof ZMyAvailability>;

// Administration.
export const ZAdminTutor = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  isTutor: z.boolean(),
  bio: z.string(),
  hourlyRateCents: z.number().int(),
  version: z.number().int(),
});
export type TAdminTutor = z.infer<typeof ZAdminTutor>;
export const ZAdminTutorList = z.object({ tutors: z.array(ZAdminTutor) });
export const ZAdminTutorEdit = z.object({
  isTutor: z.boolean(),
  bio: z.string().trim().max(2000),
  hourlyRateCents: z.number().int().min(0).max(10_000_000),
  version: ZVersion,
});
export type TAdminTutorEdit = z.infer<typeof ZAdminTutorEdit>;

export const ZAdminSessionsQuery = z.object({
  tutorId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  status: ZTutoringStatus.optional(),
  /** Only the sessions whose student is in this class (decision 0151). */
  classId: z.uuid().optional(),
});
export type TAdminSessionsQuery = z.infer<typeof ZAdminSessionsQuery>;
export const ZAdminSessionList = ZTutoringSessionList.extend({
  /**
   * The zone the caller reads times in and the days `from`/`to` are counted in: their profile's zone,
   * else the school's.
   */
  timeZone: z.string(),
});
export type TAdminSessionList = z.infer<typeof ZAdminSessionList>;

export const ZAttendance = z.object({ status: z.enum(['attended', 'student_no_show', 'tutor_no_show']) });

export const ZTutorHoursQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
export const ZTutorHours = z.object({
  month: z.string(),
  /** The zone whose month is counted: the caller's profile zone, else the school's (decision 0151). */
  timeZone: z.string(),
  tutors: z.array(
    z.object({ id: z.uuid(), name: z.string(), sessions: z.number().int(), minutes: z.number().int() }),
  ),
});
export type TTutorHours = z.infer<typeof ZTutorHours>;
