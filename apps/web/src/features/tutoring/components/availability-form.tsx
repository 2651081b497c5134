import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type TMyAvailability, ZMyAvailability } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { QueryState } from '../../../ui/query-state';
import { useMyAvailability } from '../api/my-availability';
import { saveMyAvailability } from '../api/save-availability';
import { tutoringKeys } from '../api/tutoring-query-keys';
import { refusalText } from './zoned-time';

const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The tutor's terms, weekly hours and exceptions, in their own zone (a page form with Apply). */
export function AvailabilitySection() {
  const query = useMyAvailability();
  return <QueryState query={query}>{(data) => <AvailabilityForm availability={data} />}</QueryState>;
}

function AvailabilityForm({ availability }: { availability: TMyAvailability }) {
  const { t } = useTranslation('tutoring');
  const queryClient = useQueryClient();
  // The runtime's list lacks some names the server keeps (its default 'UTC', older aliases): the stored
  // zone stays a choice, or the select would show it empty.
  const zoneChoices = zones.includes(availability.timeZone) ? zones : [availability.timeZone, ...zones];
  return (
    <FormFrame<TMyAvailability>
      variant="page"
      title={t('availability.title')}
      type={TransactionType.Edit}
      initialValues={availability}
      schema={ZMyAvailability}
      buttons={['apply']}
      refusalText={refusalText}
      onSubmit={async (values) => {
        const saved = await saveMyAvailability(values);
        queryClient.setQueryData(tutoringKeys.availability(), saved);
        void queryClient.invalidateQueries({ queryKey: tutoringKeys.tutors() });
        return saved;
      }}
      onClose={() => undefined}
    >
      {(form) => {
        const values = form.form.values;
        const lengths = values.sessionLengths.map(String);
        return (
          <Stack gap="md">
            <Select
              label={t('availability.timeZone')}
              description={t('availability.timeZoneHint')}
              searchable
              allowDeselect={false}
              data={zoneChoices}
              {...form.inputProps('timeZone')}
            />
            <Textarea label={t('availability.bio')} autosize minRows={2} {...form.inputProps('bio')} />
            <TagsInput
              label={t('availability.languages')}
              description={t('availability.languagesHint')}
              {...form.inputProps('languages')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Checkbox.Group
                label={t('availability.lengths')}
                value={lengths}
                onChange={(next) =>
                  form.form.setFieldValue(
                    'sessionLengths',
                    next.map(Number).sort() as TMyAvailability['sessionLengths'],
                  )
                }
                error={form.errorOf('sessionLengths')}
              >
                <Group gap="sm" mt={4}>
                  <Checkbox value="30" label={t('slots.minutes', { count: 30 })} />
                  <Checkbox value="60" label={t('slots.minutes', { count: 60 })} />
                </Group>
              </Checkbox.Group>
              <NumberInput
                label={t('availability.notice')}
                min={0}
                max={336}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.inputProps('minNoticeHours')}
              />
              <NumberInput
                label={t('availability.horizon')}
                min={1}
                max={180}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.inputProps('horizonDays')}
              />
            </SimpleGrid>
            <TextInput
              label={t('availability.link')}
              placeholder="https://"
              value={values.meetingLink ?? ''}
              onChange={(event) =>
                form.form.setFieldValue('meetingLink', event.currentTarget.value.trim() || null)
              }
              error={form.errorOf('meetingLink')}
            />
            <Fieldset legend={t('availability.weekly')}>
              <Stack gap="xs">
                {values.rules.map((rule, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                  <Group key={index} gap="xs" align="flex-end" wrap="wrap" data-testid="weekly-row">
                    <Select
                      label={t('availability.weekday')}
                      w={140}
                      allowDeselect={false}
                      data={WEEKDAYS.map((d) => ({ value: String(d), label: t(`weekday.${d}`) }))}
                      value={String(rule.weekday)}
                      onChange={(value) => form.form.setFieldValue(`rules.${index}.weekday`, Number(value))}
                    />
                    <TextInput
                      label={t('availability.from')}
                      w={90}
                      {...form.inputProps(`rules.${index}.startTime`)}
                    />
                    <TextInput
                      label={t('availability.to')}
                      w={90}
                      {...form.inputProps(`rules.${index}.endTime`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('availability.remove')}
                      onClick={() => form.form.removeListItem('rules', index)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="default"
                  size="xs"
                  w="fit-content"
                  onClick={() =>
                    form.form.insertListItem('rules', { weekday: 1, startTime: '09:00', endTime: '12:00' })
                  }
                >
                  {t('availability.addWindow')}
                </Button>
              </Stack>
            </Fieldset>
            <Fieldset legend={t('availability.exceptions')}>
              <Stack gap="xs">
                <Text size="xs" c="dimmed">
                  {t('availability.wholeDay')}
                </Text>
                {values.exceptions.map((exception, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                  <Group key={index} gap="xs" align="flex-end" wrap="wrap">
                    <TextInput
                      type="date"
                      label={t('availability.day')}
                      w={160}
                      {...form.inputProps(`exceptions.${index}.day`)}
                    />
                    <Select
                      label={t('availability.kind')}
                      w={170}
                      allowDeselect={false}
                      data={(['off', 'extra'] as const).map((k) => ({
                        value: k,
                        label: t(`availability.kind.${k}`),
                      }))}
                      value={exception.kind}
                      onChange={(value) =>
                        form.form.setFieldValue(`exceptions.${index}.kind`, value as 'off' | 'extra')
                      }
                    />
                    <TextInput
                      label={t('availability.from')}
                      w={90}
                      value={exception.startTime ?? ''}
                      onChange={(e) =>
                        form.form.setFieldValue(
                          `exceptions.${index}.startTime`,
                          e.currentTarget.value || null,
                        )
                      }
                      error={form.errorOf(`exceptions.${index}.startTime`)}
                    />
                    <TextInput
                      label={t('availability.to')}
                      w={90}
                      value={exception.endTime ?? ''}
                      onChange={(e) =>
                        form.form.setFieldValue(`exceptions.${index}.endTime`, e.currentTarget.value || null)
                      }
                      error={form.errorOf(`exceptions.${index}.endTime`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('availability.remove')}
                      onClick={() => form.form.removeListItem('exceptions', index)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="default"
                  size="xs"
                  w="fit-content"
                  onClick={() =>
                    form.form.insertListItem('exceptions', {
                      day: new Date().toISOString().slice(0, 10),
                      kind: 'off',
                      startTime: null,
                      endTime: null,
                    })
                  }
                >
                  {t('availability.addException')}
                </Button>
              </Stack>
            </Fieldset>
          </Stack>
        );
      }}
    </FormFrame>
  );
}
