import type { TutorProfile } from '../../db/schema/index.ts';
import {
  availabilityWindows,
  type DayException,
  freeSlots,
  type Span,
  type WeeklyRule,
} from './availability-windows.ts';
import { DEFAULT_TIME_ZONE } from './tutoring.repository.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A tutor's booking terms (defaults until they save a profile). */
export function tutorTerms(profile: TutorProfile | null) {
  return {
    sessionLengths: (profile?.sessionLengths ?? [30, 60]) as (30 | 60)[],
    minNoticeMinutes: profile?.minNoticeMinutes ?? 720,
    horizonDays: profile?.horizonDays ?? 28,
  };
}

/** The first and last instants a booking made `now` may start at. */
export function bookingBounds(profile: TutorProfile | null, now: Date) {
  const terms = tutorTerms(profile);
  return {
    earliest: new Date(now.getTime() + terms.minNoticeMinutes * 60_000),
    latest: new Date(now.getTime() + terms.horizonDays * DAY),
  };
}

/** Free slots of one length between two instants, within the tutor's notice and horizon. */
export function tutorSlots(input: {
  timeZone: string | null;
  profile: TutorProfile | null;
  rules: WeeklyRule[];
  exceptions: DayException[];
  busy: Span[];
  from: Date;
  to: Date;
  lengthMinutes: number;
  now: Date;
  /** Ignore notice and horizon (the booking checks them itself, with their own messages). */
  ignoreBounds?: boolean;
}): Date[] {
  const bounds = input.ignoreBounds
    ? { earliest: input.from, latest: input.to }
    : bookingBounds(input.profile, input.now);
  const from = new Date(Math.max(input.from.getTime(), bounds.earliest.getTime()));
  const to = new Date(Math.min(input.to.getTime(), bounds.latest.getTime() + input.lengthMinutes * 60_000));
  if (from >= to) return [];
  const windows = availabilityWindows({
    timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
    rules: input.rules,
    exceptions: input.exceptions,
    from,
    to,
  });
  return freeSlots({
    windows,
    busy: input.busy,
    lengthMinutes: input.lengthMinutes,
    earliest: from,
    latest: bounds.latest,
  });
}
