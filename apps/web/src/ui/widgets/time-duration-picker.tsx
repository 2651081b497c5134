import { TextInput } from '@mantine/core';
import { DURATION_WIDGET_WIDTH_PX, MINUTE_STEP } from '@puente/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DurationOptions, formatDuration, parseDuration, settleDuration } from './duration-text';

export type TimeDurationPickerProps = DurationOptions & {
  label: ReactNode;
  /** Minutes, or null when empty (nullable only). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** On leaving an entry that cannot be read, put the last good value back instead of showing the error. */
  resetInvalidOnBlur?: boolean;
  error?: ReactNode;
  required?: boolean;
};

/**
 * A duration input ("1:30", "-0:45", "2h 5"): negatives refused unless allowed, below zero becomes 0
 * when they are not, above the maximum becomes the maximum, empty is null when nullable. The arrow keys
 * add or take 5 minutes. An entry that cannot be read shows 'Duración no válida', or is put back on
 * blur when `resetInvalidOnBlur` is set.
 */
export function TimeDurationPicker({
  label,
  value,
  onChange,
  resetInvalidOnBlur,
  error,
  required,
  ...options
}: TimeDurationPickerProps) {
  const { t } = useTranslation('widgets');
  const shown = formatDuration(value);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(shown), [shown]);

  const commit = (raw: string) => {
    const reading = parseDuration(raw, options);
    if (reading.kind === 'value') {
      setInvalid(false);
      setText(formatDuration(reading.minutes));
      if (reading.minutes !== value) onChange(reading.minutes);
    } else if (resetInvalidOnBlur) {
      setInvalid(false);
      setText(shown);
    } else {
      setInvalid(true);
    }
  };
  const step = (minutes: number) => {
    const next = settleDuration((value ?? 0) + minutes, options);
    setInvalid(false);
    setText(formatDuration(next));
    onChange(next);
  };

  return (
    <TextInput
      label={label}
      description={t('duration.hint')}
      required={required}
      w={DURATION_WIDGET_WIDTH_PX}
      value={text}
      autoComplete="off"
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={(event) => commit(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
        else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          step(event.key === 'ArrowUp' ? MINUTE_STEP : -MINUTE_STEP);
        }
      }}
      error={error ?? (invalid ? t('duration.invalid') : undefined)}
    />
  );
}
