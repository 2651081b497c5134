import { describe, expect, it } from 'vitest';
import { computeStreak, weekOf } from './streak.ts';

const days = (...list: string[]) => new Set(list);

describe('the streak', () => {
  it('counts the days in a row the goal was met, today once it is met', () => {
    // Thursday 5 March 2026: Monday to Wednesday met.
    const met = days('2026-03-02', '2026-03-03', '2026-03-04');
    expect(computeStreak({ metDays: met, today: '2026-03-05', from: '2026-03-02' }).days).toBe(3);
    met.add('2026-03-05');
    expect(computeStreak({ metDays: met, today: '2026-03-05', from: '2026-03-02' }).days).toBe(4);
  });

  it("covers one missed day a week with the week's freeze, automatically", () => {
    // Monday and Tuesday met, Wednesday missed, Thursday met; today Friday.
    const streak = computeStreak({
      metDays: days('2026-03-02', '2026-03-03', '2026-03-05'),
      today: '2026-03-06',
      from: '2026-03-02',
    });
    expect(streak).toEqual({ days: 3, freezeAvailable: false, frozen: ['2026-03-04'] });
  });

  it('ends the streak at a second missed day in the same week', () => {
    // Missed Tuesday (frozen) and Thursday (no freeze left): only Friday counts.
    const streak = computeStreak({
      metDays: days('2026-03-02', '2026-03-04', '2026-03-06'),
      today: '2026-03-07',
      from: '2026-03-02',
    });
    expect(streak.days).toBe(1);
    expect(streak.frozen).toEqual(['2026-03-03']);
  });

  it('gives a new freeze each week (Monday to Sunday)', () => {
    // Missed Sunday 8 March (last week's freeze) and Tuesday 10 March (this week's).
    const streak = computeStreak({
      metDays: days('2026-03-06', '2026-03-07', '2026-03-09', '2026-03-11'),
      today: '2026-03-12',
      from: '2026-03-06',
    });
    expect(streak).toMatchObject({ days: 4, freezeAvailable: false, frozen: ['2026-03-08', '2026-03-10'] });
    expect(weekOf('2026-03-08')).toBe('2026-03-02');
    expect(weekOf('2026-03-09')).toBe('2026-03-09');
  });

  it('spends no freeze while there is no streak to keep, and today not met yet breaks nothing', () => {
    const streak = computeStreak({
      metDays: days('2026-03-04'),
      today: '2026-03-05',
      from: '2026-03-02',
    });
    expect(streak).toEqual({ days: 1, freezeAvailable: true, frozen: [] });
  });
});
