/** A local date, YYYY-MM-DD. */
export type IsoDay = string;

const DAY_MS = 86_400_000;
const toMs = (day: IsoDay) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number): IsoDay => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: IsoDay, days: number): IsoDay => fromMs(toMs(day) + days * DAY_MS);

/** The Monday of a date's ISO week: the key of the week's one freeze. */
export function weekOf(day: IsoDay): IsoDay {
  const weekday = (new Date(toMs(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

export type Streak = {
  /** Days in a row the goal was met, today included once met; frozen days keep it without adding. */
  days: number;
  /** Whether this week's freeze is still unused. */
  freezeAvailable: boolean;
  /** The past days a freeze covered (oldest first). */
  frozen: IsoDay[];
};

/**
 * The streak, reckoned day by day from `from` to yesterday: a day whose goal was met adds one; a missed
 * day uses its week's one freeze when the streak has days to keep (the first missed day of the week
 * takes it), else it ends the streak. Today adds one once met; not met yet, it breaks nothing.
 */
export function computeStreak(input: {
  /** The days the goal was met (today too when met). */
  metDays: ReadonlySet<IsoDay>;
  today: IsoDay;
  /** The first day looked at (a day before the student's first study is not missed). */
  from: IsoDay;
}): Streak {
  const usedWeeks = new Set<IsoDay>();
  const frozen: IsoDay[] = [];
  let days = 0;
  for (let day = input.from; day < input.today; day = addDays(day, 1)) {
    if (input.metDays.has(day)) {
      days += 1;
    } else if (days > 0 && !usedWeeks.has(weekOf(day))) {
      usedWeeks.add(weekOf(day));
      frozen.push(day);
    } else {
      days = 0;
    }
  }
  if (input.metDays.has(input.today)) days += 1;
  // Frozen days of a streak that ended since no longer matter, but their weeks' freezes are spent.
  return { days, freezeAvailable: !usedWeeks.has(weekOf(input.today)), frozen };
}
