import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state';
import { useTutorSlots } from '../api/tutor-slots';
import { formatDay, formatTime, groupByDay } from './zoned-time';

const WEEK = 7 * 24 * 60 * 60 * 1000;

type Props = {
  tutor: { id: string; name: string; sessionLengths: number[]; timeZone: string };
  zone: string;
  onPick: (startsAt: string, lengthMinutes: 30 | 60) => void;
  /** A fixed length (moving a session keeps its length). */
  fixedLength?: 30 | 60;
};

/** A tutor's free slots, a week at a time, grouped by day and shown in the reader's zone. */
export function SlotPicker({ tutor, zone, onPick, fixedLength }: Props) {
  const { t, i18n } = useTranslation('tutoring');
  const [week, setWeek] = useState(0);
  const [length, setLength] = useState<30 | 60>(
    fixedLength ?? (Math.min(...tutor.sessionLengths) as 30 | 60),
  );
  // The week starts now (rounded to the minute, so the query key is stable while the screen is open).
  const [start] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const from = new Date(start + week * WEEK);
  const to = new Date(start + (week + 1) * WEEK);
  const slots = useTutorSlots(tutor.id, from, to, length);
  return (
    <Stack gap="sm">
      <Title order={3}>{t('slots.title', { name: tutor.name })}</Title>
      <Text size="sm" c="dimmed" data-testid="viewer-zone">
        {t('zone.yours', { zone })}
        {tutor.timeZone ? ` · ${t('zone.tutor', { zone: tutor.timeZone })}` : ''}
      </Text>
      {!fixedLength && tutor.sessionLengths.length > 1 && (
        <Stack gap={4}>
          <Text size="sm" id="slot-length">
            {t('slots.length')}
          </Text>
          <SegmentedControl
            aria-labelledby="slot-length"
            value={String(length)}
            onChange={(value) => setLength(Number(value) as 30 | 60)}
            data={tutor.sessionLengths.map((l) => ({
              value: String(l),
              label: t('slots.minutes', { count: l }),
            }))}
          />
        </Stack>
      )}
      <Group justify="space-between">
        <Button variant="default" size="xs" disabled={week === 0} onClick={() => setWeek(week - 1)}>
          {t('slots.previous')}
        </Button>
        <Text size="sm">
          {formatDay(from.toISOString(), zone, i18n.language)} –{' '}
          {formatDay(to.toISOString(), zone, i18n.language)}
        </Text>
        <Button variant="default" size="xs" onClick={() => setWeek(week + 1)}>
          {t('slots.next')}
        </Button>
      </Group>
      <QueryState query={slots}>
        {(data) =>
          data.slots.length === 0 ? (
            <Text c="dimmed">{t('slots.none')}</Text>
          ) : (
            <Stack gap="sm">
              {groupByDay(data.slots, zone, i18n.language).map(([day, instants]) => (
                <Stack key={day} gap={4}>
                  <Text fw={600} size="sm">
                    {day}
                  </Text>
                  <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
                    {instants.map((instant) => (
                      <Button
                        key={instant}
                        variant="light"
                        size="xs"
                        aria-label={t('slots.pick', {
                          when: `${day} ${formatTime(instant, zone, i18n.language)}`,
                        })}
                        onClick={() => onPick(instant, length)}
                      >
                        {formatTime(instant, zone, i18n.language)}
                      </Button>
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
