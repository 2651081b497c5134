import { formatLongDate } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** What an empty date means where it is shown: 'Not applicable', 'Immediate' or 'Infinite'. */
export type EmptyDateMeaning = 'notApplicable' | 'immediate' | 'infinite';

/** A date (`YYYY-MM-DD` or an instant) in the reader's language, or the translated label of an empty one. */
export function NullableDate({
  value,
  empty,
}: {
  value: string | null | undefined;
  empty: EmptyDateMeaning;
}) {
  const { t, i18n } = useTranslation('widgets');
  return <span>{value ? formatLongDate(value, i18n.language) : t(`nullableDate.${empty}`)}</span>;
}
