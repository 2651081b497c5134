import { ActionIcon, Button, Group, Popover, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetLocale } from './dates-settings';
import {
  formatTime,
  fromTwelveHour,
  type HourFormat,
  hourChoices,
  minuteChoices,
  parseTimeText,
  type TimeParts,
  toTwelveHour,
} from './time-text';

export type TimeFieldProps = {
  label: ReactNode;
  /** `HH:mm` (24 hours), or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The picker's hours: 0-23, or 0-12 with a/p. By default 12-hour in English, 24-hour in Spanish. */
  format?: HourFormat;
  /** Called with the text when the user leaves a time that cannot be read. */
  onInvalid?: (text: string) => void;
  error?: ReactNode;
  required?: boolean;
};

const pad = (value: number) => String(value).padStart(2, '0');
const partsOf = (value: string | null): TimeParts | null => (value ? parseTimeText(value) : null);

function ClockIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/**
 * A time input: typed (hours 0-23, optional minutes, optional a/p; "9:3" is 9:30) or picked: hours, then
 * minutes in steps of 5 (00-55); the 12-hour picker offers hours 0-12 and a/p. A time that cannot be
 * read shows 'Hora no válida' and calls `onInvalid`.
 */
export function TimeField({ label, value, onChange, format, onInvalid, error, required }: TimeFieldProps) {
  const { t } = useTranslation('widgets');
  const locale = useWidgetLocale();
  const hourFormat = format ?? (locale === 'en' ? '12h' : '24h');
  const half = (pm: boolean) => (pm ? t('time.pm') : t('time.am'));
  const show = (parts: TimeParts | null) => {
    if (!parts) return '';
    if (hourFormat === '24h') return formatTime(parts);
    const { hour, pm } = toTwelveHour(parts);
    return `${hour}:${pad(parts.minutes)} ${half(pm)}`;
  };
  const current = partsOf(value);
  const [text, setText] = useState(show(current));
  const [invalid, setInvalid] = useState(false);
  const [opened, setOpened] = useState(false);
  const shown = show(current);
  useEffect(() => setText(shown), [shown]);
  const groupId = useId();

  const commit = (raw: string) => {
    // The 12-hour display ("3:30 p. m.") reads back: its a/p letter is what counts.
    const parts = parseTimeText(raw.replace(/\s*([ap])\.\s*m\.?\s*$/i, '$1'));
    if (raw.trim() === '') {
      setInvalid(false);
      onChange(null);
    } else if (parts) {
      setInvalid(false);
      onChange(formatTime(parts));
      setText(show(parts));
    } else {
      setInvalid(true);
      onInvalid?.(raw);
    }
  };
  const pick = (next: TimeParts) => {
    setInvalid(false);
    onChange(formatTime(next));
  };
  const base = current ?? { hours: 0, minutes: 0 };
  const twelve = toTwelveHour(base);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <TextInput
          label={label}
          required={required}
          value={text}
          inputMode="text"
          autoComplete="off"
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={(event) => commit(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          error={error ?? (invalid ? t('time.invalid') : undefined)}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('time.choose')}
              onClick={() => setOpened((o) => !o)}
            >
              <ClockIcon />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600} id={`${groupId}-hours`}>
            {t('time.hours')}
          </Text>
          <SimpleGrid
            cols={hourFormat === '12h' ? 7 : 6}
            spacing={4}
            role="group"
            aria-labelledby={`${groupId}-hours`}
          >
            {hourChoices(hourFormat).map((hour) => {
              const pressed = hourFormat === '12h' ? twelve.hour === hour : base.hours === hour;
              return (
                <Button
                  key={hour}
                  size="compact-xs"
                  variant={current && pressed ? 'filled' : 'default'}
                  aria-pressed={Boolean(current && pressed)}
                  onClick={() =>
                    pick({ ...base, hours: hourFormat === '12h' ? fromTwelveHour(hour, twelve.pm) : hour })
                  }
                >
                  {hourFormat === '12h' ? hour : pad(hour)}
                </Button>
              );
            })}
          </SimpleGrid>
          {hourFormat === '12h' ? (
            <Group gap={4} role="group" aria-label={t('time.half')}>
              {[false, true].map((pm) => (
                <Button
                  key={String(pm)}
                  size="compact-xs"
                  variant={current && twelve.pm === pm ? 'filled' : 'default'}
                  aria-pressed={Boolean(current && twelve.pm === pm)}
                  onClick={() =>
                    pick({ ...base, hours: fromTwelveHour(twelve.hour === 12 && !pm ? 0 : twelve.hour, pm) })
                  }
                >
                  {half(pm)}
                </Button>
              ))}
            </Group>
          ) : null}
          <Text size="sm" fw={600} id={`${groupId}-minutes`}>
            {t('time.minutes')}
          </Text>
          <SimpleGrid cols={6} spacing={4} role="group" aria-labelledby={`${groupId}-minutes`}>
            {minuteChoices().map((minute) => (
              <Button
                key={minute}
                size="compact-xs"
                variant={current?.minutes === minute ? 'filled' : 'default'}
                aria-pressed={current?.minutes === minute}
                onClick={() => {
                  pick({ ...base, minutes: minute });
                  setOpened(false);
                }}
              >
                {pad(minute)}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
