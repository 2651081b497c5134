import { Alert, Button, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { DAILY_GOAL_MINUTES, type THabitSettings, ZHabitSettings } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { putHabitSettings, useHabitSettings } from '../api/habit-settings-query';
import { peopleQueryKeys } from '../api/people-query-keys';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Students: the daily goal and the study reminder (on or off, and its hour in their time zone). */
export function HabitSettingsSection() {
  const { t } = useTranslation('people');
  const query = useHabitSettings();
  return (
    <Stack component="section" gap="sm" aria-labelledby="habit-settings-title">
      <Title order={2} size="h3" id="habit-settings-title">
        {t('habitSettings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('habitSettings.intro')}
      </Text>
      <QueryState query={query}>{(settings) => <HabitSettingsForm settings={settings} />}</QueryState>
    </Stack>
  );
}

function HabitSettingsForm({ settings }: { settings: THabitSettings }) {
  const { t, i18n } = useTranslation('people');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(settings);
  const save = useMutation({
    mutationFn: putHabitSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(peopleQueryKeys.habitSettings(), saved);
      setValues(saved);
      showToast('success', t('habitSettings.saved'));
    },
  });
  const hourText = (hour: number) =>
    new Date(Date.UTC(2026, 0, 1, hour)).toLocaleTimeString(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    });
  return (
    <form
      noValidate
      aria-labelledby="habit-settings-title"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZHabitSettings.safeParse(values);
        if (parsed.success && !save.isPending) save.mutate(parsed.data);
      }}
    >
      <Stack gap="sm" maw={420}>
        <NativeSelect
          label={t('habitSettings.goal')}
          value={String(values.dailyGoalMinutes)}
          onChange={(event) =>
            setValues({
              ...values,
              dailyGoalMinutes: Number(event.currentTarget.value) as THabitSettings['dailyGoalMinutes'],
            })
          }
          data={DAILY_GOAL_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: t('habitSettings.goalOption', { count: minutes }),
          }))}
        />
        <Switch
          label={t('habitSettings.reminder')}
          description={t('habitSettings.reminderHint')}
          checked={values.reminderEnabled}
          onChange={(event) => setValues({ ...values, reminderEnabled: event.currentTarget.checked })}
        />
        <NativeSelect
          label={t('habitSettings.hour')}
          disabled={!values.reminderEnabled}
          value={String(values.reminderHour)}
          onChange={(event) => setValues({ ...values, reminderHour: Number(event.currentTarget.value) })}
          data={HOURS.map((hour) => ({ value: String(hour), label: hourText(hour) }))}
        />
        {save.error ? (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('habitSettings.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
