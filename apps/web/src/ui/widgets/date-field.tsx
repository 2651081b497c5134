import { DateInput } from '@mantine/dates';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatOf, dateOrderOf, isDateAllowed, isoDateOf, parseDateText } from './date-text';
import { DatesSettings, excludeWeekdays, useCalendarLabels, useWidgetLocale } from './dates-settings';

export type DateLimits = {
  /** `YYYY-MM-DD`: earlier dates are disabled. */
  minDate?: string;
  /** `YYYY-MM-DD`: later dates are disabled. */
  maxDate?: string;
  /** Weekdays that cannot be chosen (0 = Sunday … 6 = Saturday). */
  disabledWeekdays?: readonly number[];
};

export type DateFieldProps = DateLimits & {
  label: ReactNode;
  /** `YYYY-MM-DD`, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Called with the text when the user leaves a date that cannot be read or chosen. */
  onInvalid?: (text: string) => void;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
};

function DateFieldInput({
  label,
  value,
  onChange,
  onInvalid,
  error,
  required,
  clearable,
  ...limits
}: DateFieldProps) {
  const { t } = useTranslation('widgets');
  const order = dateOrderOf(useWidgetLocale());
  const [invalid, setInvalid] = useState(false);
  const parse = (text: string) => {
    const parts = parseDateText(text, order);
    const iso = parts && isoDateOf(parts);
    return iso && isDateAllowed(iso, limits) ? iso : null;
  };
  return (
    <DateInput
      label={label}
      value={value}
      required={required}
      clearable={clearable}
      placeholder={t('date.placeholder')}
      valueFormat={dateFormatOf(order)}
      dateParser={parse}
      minDate={limits.minDate}
      maxDate={limits.maxDate}
      excludeDate={excludeWeekdays(limits.disabledWeekdays)}
      ariaLabels={useCalendarLabels()}
      error={error ?? (invalid ? t('date.invalid') : undefined)}
      onChange={(next) => {
        setInvalid(false);
        onChange(next);
      }}
      onBlur={(event) => {
        // The text as typed: the input puts the last good value back after this.
        const text = event.currentTarget.value;
        const bad = text.trim() !== '' && parse(text) === null;
        setInvalid(bad);
        if (bad) onInvalid?.(text);
      }}
    />
  );
}

/**
 * A date input: typed in the locale's order (day first in Spanish, month first in English) with dots,
 * dashes, slashes or spaces, or picked on the calendar; dates outside min/max and disabled weekdays
 * cannot be chosen. A date that cannot be read shows 'Fecha no válida' and calls `onInvalid`.
 */
export function DateField(props: DateFieldProps) {
  return (
    <DatesSettings>
      <DateFieldInput {...props} />
    </DatesSettings>
  );
}
