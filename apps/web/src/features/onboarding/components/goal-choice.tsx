import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DAILY_GOAL_MINUTES, type TDailyGoal } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The daily goal's choice (minutes a day), 10 chosen unless the student picks another. */
export function GoalChoice({
  initial,
  busy,
  submitLabel,
  onSubmit,
}: {
  initial: number;
  busy: boolean;
  submitLabel: string;
  onSubmit: (goal: TDailyGoal) => void;
}) {
  const { t } = useTranslation('onboarding');
  const [minutes, setMinutes] = useState(String(initial));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ minutes: Number(minutes) as TDailyGoal['minutes'] });
      }}
      data-testid="goal-choice"
    >
      <Stack gap="md">
        <Radio.Group
          value={minutes}
          onChange={setMinutes}
          label={t('goal.title')}
          description={t('goal.text')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="sm" spacing="xs">
            {DAILY_GOAL_MINUTES.map((value) => (
              <Radio.Card key={value} value={String(value)} p="sm" radius="md" withBorder>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{t('goal.minutes', { count: value })}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`goal.${value}`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
