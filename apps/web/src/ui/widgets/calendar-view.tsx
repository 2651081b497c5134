import type { CalendarLevel } from '@mantine/dates';
import { DatePicker } from '@mantine/dates';
import { DATE_WIDGET_HEIGHT_PX } from '@puente/shared';
import type { DateLimits } from './date-field';
import { DatesSettings, excludeWeekdays, useCalendarLabels } from './dates-settings';

export type CalendarViewProps = DateLimits & {
  /** `YYYY-MM-DD`, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The view it opens on: days of a month (42 of them), months of a year, or 10 years. */
  defaultLevel?: CalendarLevel;
  /** `YYYY-MM-DD` of the month shown first, when there is no value. */
  defaultDate?: string;
};

function CalendarPicker({ value, onChange, defaultLevel, defaultDate, ...limits }: CalendarViewProps) {
  return (
    <DatePicker
      value={value}
      onChange={onChange}
      defaultLevel={defaultLevel}
      defaultDate={defaultDate ?? value ?? undefined}
      allowDeselect
      minDate={limits.minDate}
      maxDate={limits.maxDate}
      excludeDate={excludeWeekdays(limits.disabledWeekdays)}
      ariaLabels={useCalendarLabels()}
      mih={DATE_WIDGET_HEIGHT_PX}
    />
  );
}

/** An inline calendar with day, month and year (10-year) views; the header's label goes up a view. */
export function CalendarView(props: CalendarViewProps) {
  return (
    <DatesSettings>
      <CalendarPicker {...props} />
    </DatesSettings>
  );
}
