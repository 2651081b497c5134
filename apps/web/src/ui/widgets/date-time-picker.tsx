import { Group } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, type DateLimits } from './date-field';
import { TimeField } from './time-field';
import type { HourFormat } from './time-text';

export type DateTimePickerProps = DateLimits & {
  /** The date's label; the time's is `timeLabel` ('Hora' by default). */
  label: ReactNode;
  timeLabel?: ReactNode;
  /** `YYYY-MM-DD HH:mm`, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  format?: HourFormat;
  onInvalid?: (text: string) => void;
  required?: boolean;
};

/**
 * A date and a time (see DateField and TimeField). The value changes once both halves are set; a time
 * without a date is kept until the date comes.
 */
export function DateTimePicker({
  label,
  timeLabel,
  value,
  onChange,
  format,
  onInvalid,
  required,
  ...limits
}: DateTimePickerProps) {
  const { t } = useTranslation('widgets');
  // A time chosen before the date waits here for it.
  const [pendingTime, setPendingTime] = useState<string | null>(null);
  const date = value?.slice(0, 10) ?? null;
  const time = value ? value.slice(11, 16) || null : pendingTime;
  const emit = (nextDate: string | null, nextTime: string | null) => {
    setPendingTime(nextTime);
    onChange(nextDate ? `${nextDate} ${nextTime ?? '00:00'}` : null);
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <DateField
        label={label}
        value={date}
        onChange={(next) => emit(next, time)}
        onInvalid={onInvalid}
        required={required}
        {...limits}
      />
      <TimeField
        label={timeLabel ?? t('time.label')}
        value={time}
        onChange={(next) => emit(date, next)}
        format={format}
        onInvalid={onInvalid}
        required={required}
      />
    </Group>
  );
}
