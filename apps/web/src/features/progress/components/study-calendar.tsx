import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { TLearnerProgress } from '@puente/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { minutesText } from './minutes-text';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shades of a day by minutes studied: none, under 10, under 20, under 40, 40 or more. */
const SHADES = [
  'var(--mantine-color-gray-2)',
  'var(--mantine-color-teal-2)',
  'var(--mantine-color-teal-4)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-teal-8)',
];
const shade = (minutes: number) =>
  minutes === 0 ? 0 : minutes < 10 ? 1 : minutes < 20 ? 2 : minutes < 40 ? 3 : 4;

/** Calendar days (YYYY-MM-DD) are reckoned in UTC: they are dates already, with no zone to move them. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days in a row with study, ending today (or yesterday, when today has none yet). */
export function currentStreak(minutesByDate: Map<string, number>, today: string) {
  let day = dayNumber(today);
  if (!minutesByDate.has(dateOf(day))) day -= 1;
  let streak = 0;
  while (minutesByDate.has(dateOf(day))) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/**
 * The study days of the last six months as a heat map: one column a week (Monday on top), one cell a day
 * shaded by minutes. Each cell names its day and minutes for screen readers ("3 de mayo: 12 min"); a
 * sentence above sums it up (days, minutes, current streak).
 */
export function StudyCalendar({ progress }: { progress: TLearnerProgress }) {
  const { t, i18n } = useTranslation('progress');
  const titleId = useId();
  const summaryId = useId();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-ES';
  const dayName = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const minutesByDate = new Map(progress.days.map((day) => [day.date, day.minutes]));
  const first = dayNumber(progress.from);
  const last = dayNumber(progress.today);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const start = first - ((first + 3) % 7);
  const weeks = Math.ceil((last - start + 1) / 7);
  const cells = Array.from({ length: weeks * 7 }, (_, index) => start + index);
  const total = progress.days.reduce((sum, day) => sum + day.minutes, 0);
  const streak = currentStreak(minutesByDate, progress.today);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="study-calendar">
      <Title order={2} size="h3" id={titleId}>
        {t('calendar.title')}
      </Title>
      <Text id={summaryId} data-testid="calendar-summary">
        {progress.days.length === 0
          ? t('calendar.none')
          : t('calendar.summary', {
              count: progress.days.length,
              minutes: minutesText(total, t),
              streak: t('calendar.days', { count: streak }),
            })}
      </Text>
      <Box style={{ maxWidth: weeks * 18 }}>
        <Box
          aria-hidden
          style={{ display: 'grid', gridTemplateColumns: `repeat(${weeks}, 1fr)`, gap: 2, height: 16 }}
        >
          {Array.from({ length: weeks }, (_, index) => start + index * 7).map((monday, week) => {
            // A month's label over the week of its first day (not over a week before the calendar starts).
            const firstOfMonth = cells
              .slice(week * 7, week * 7 + 7)
              .find((day) => day >= first && day <= last && dateOf(day).endsWith('-01'));
            return (
              <Text
                key={monday}
                size="xs"
                c="dimmed"
                style={{ whiteSpace: 'nowrap', overflow: 'visible', lineHeight: 1 }}
              >
                {firstOfMonth === undefined ? '' : monthName.format(new Date(firstOfMonth * DAY_MS))}
              </Text>
            );
          })}
        </Box>
        <Box
          role="group"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${weeks}, 1fr)`,
            gridTemplateRows: 'repeat(7, auto)',
            gridAutoFlow: 'column',
            gap: 2,
          }}
        >
          {cells.map((day) => {
            const date = dateOf(day);
            if (day < first || day > last) return <span key={date} aria-hidden />;
            const minutes = minutesByDate.get(date) ?? 0;
            const label = t('calendar.day', {
              date: dayName.format(new Date(day * DAY_MS)),
              minutes: minutesText(minutes, t),
            });
            return (
              <span
                key={date}
                role="img"
                aria-label={label}
                title={label}
                data-date={date}
                data-minutes={minutes}
                style={{
                  aspectRatio: '1',
                  borderRadius: 2,
                  background: SHADES[shade(minutes)],
                  outline: date === progress.today ? '1px solid var(--mantine-color-dark-3)' : undefined,
                }}
              />
            );
          })}
        </Box>
      </Box>
      <Group gap={4} aria-hidden>
        <Text size="xs" c="dimmed">
          {t('calendar.less')}
        </Text>
        {SHADES.map((color) => (
          <span key={color} style={{ width: 10, height: 10, borderRadius: 2, background: color }} />
        ))}
        <Text size="xs" c="dimmed">
          {t('calendar.more')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('calendar.zone', { zone: progress.timeZone })}
      </Text>
    </Stack>
  );
}
