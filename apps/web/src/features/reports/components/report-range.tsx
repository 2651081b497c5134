import { Group, SegmentedControl, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/widgets/date-field';
import { localDay, rangeProblem } from '../model/report-format';

export type RangeValue = { from: string | null; to: string | null };

const PRESETS = [
  { value: '7', days: 6 },
  { value: '30', days: 29 },
  { value: '90', days: 89 },
  { value: '180', days: 179 },
  { value: '365', days: 364 },
] as const;
export type RangePreset = (typeof PRESETS)[number]['value'];

/** A quick range's days: the last `preset` days up to today (both included), as its button sets them. */
export function presetRange(preset: RangePreset): RangeValue {
  const found = PRESETS.find((p) => p.value === preset)!;
  return { from: localDay(found.days), to: localDay() };
}

/** The range every report takes: from and to (both included), with quick presets; the shared rules check it. */
export function ReportRange({
  value,
  onChange,
}: {
  value: RangeValue;
  onChange: (value: RangeValue) => void;
}) {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation('common');
  const problem = rangeProblem(value);
  const preset = PRESETS.find((p) => value.to === localDay() && value.from === localDay(p.days))?.value ?? '';
  const error =
    problem === null
      ? null
      : problem === 'report.range-too-long'
        ? t('range.tooLong')
        : problem === 'lessthanorequal'
          ? t('range.reversed')
          : tCommon('form.rule.notnull');
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          aria-label={t('range.presets')}
          size="xs"
          value={preset}
          onChange={(days) => {
            const found = PRESETS.find((p) => p.value === days);
            if (found) onChange(presetRange(found.value));
          }}
          data={PRESETS.map((p) => ({ value: p.value, label: t(`range.last${p.value}`) }))}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField
          label={t('range.from')}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
          error={error && problem !== 'lessthanorequal' ? error : undefined}
        />
        <DateField
          label={t('range.to')}
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          error={problem === 'lessthanorequal' ? error : undefined}
        />
      </SimpleGrid>
    </>
  );
}

/** The range as the reports' filter when it is valid, else null (no request is sent). */
export const validRange = (value: RangeValue) =>
  rangeProblem(value) === null ? { from: value.from as string, to: value.to as string } : null;
