import { Badge, Button, Card, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import {
  centsToAmount,
  formatAmount,
  type TAdminTutor,
  type TAdminTutorEdit,
  ZAdminTutorEdit,
} from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../ui/form/form-frame';
import { ruleText } from '../../../ui/form/rule-text';
import { TransactionType } from '../../../ui/form/transaction-store';
import { QueryState } from '../../../ui/query-state';
import { MoneyInput } from '../../../ui/widgets/money-input';
import { useAdminTutors } from '../api/admin-tutors';
import { putAdminTutor } from '../api/put-admin-tutor';
import { tutoringKeys } from '../api/tutoring-query-keys';
import { refusalText } from './zoned-time';

/** Staff and tutors (administrators): the tutor flag, bio and hourly rate, edited in a dialog. */
export function AdminTutors() {
  const { t, i18n } = useTranslation('tutoring');
  const tutors = useAdminTutors(true);
  const [editing, setEditing] = useState<TAdminTutor | null>(null);
  return (
    <QueryState query={tutors}>
      {(data) => (
        <Stack gap="xs">
          {data.tutors.map((tutor) => (
            <Card key={tutor.id} withBorder padding="sm" data-testid="admin-tutor">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{tutor.name}</Text>
                  <Text size="sm" c="dimmed">
                    {tutor.email}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {tutor.isTutor && <Badge color="green">{t('admin.isTutor')}</Badge>}
                  <Text size="sm">
                    {t('admin.rate')}: ${formatAmount(centsToAmount(tutor.hourlyRateCents), i18n.language)}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(tutor)}
                    aria-label={`${t('admin.edit')} ${tutor.name}`}
                  >
                    {t('admin.edit')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
          {editing && <TutorDialog tutor={editing} onClose={() => setEditing(null)} />}
        </Stack>
      )}
    </QueryState>
  );
}

function TutorDialog({ tutor, onClose }: { tutor: TAdminTutor; onClose: () => void }) {
  const { t, i18n } = useTranslation('tutoring');
  // The rate's limits are in cents: its error names them as the amount typed.
  const asAmount = (value: unknown) =>
    typeof value === 'number' ? formatAmount(centsToAmount(value), i18n.language) : value;
  const queryClient = useQueryClient();
  return (
    <FormFrame<TAdminTutorEdit>
      variant="dialog"
      title={tutor.name}
      type={TransactionType.Edit}
      initialValues={{
        isTutor: tutor.isTutor,
        bio: tutor.bio,
        hourlyRateCents: tutor.hourlyRateCents,
        version: tutor.version,
      }}
      schema={ZAdminTutorEdit}
      buttons={['ok', 'cancel']}
      refusalText={refusalText}
      messages={(failure) =>
        failure.code === 'range'
          ? ruleText(t, {
              code: 'range',
              params: { min: asAmount(failure.params.min), max: asAmount(failure.params.max) },
            })
          : undefined
      }
      onSubmit={async (values) => {
        const saved = await putAdminTutor(tutor.id, values);
        await queryClient.invalidateQueries({ queryKey: tutoringKeys.all() });
        return saved;
      }}
      onClose={onClose}
    >
      {(form) => {
        return (
          <Stack gap="sm">
            <Switch label={t('admin.isTutor')} {...form.inputProps('isTutor', { type: 'checkbox' })} />
            <Textarea label={t('availability.bio')} autosize minRows={2} {...form.inputProps('bio')} />
            <MoneyInput
              label={t('admin.rate')}
              cents={form.form.values.hourlyRateCents}
              onCents={(cents) => form.form.setFieldValue('hourlyRateCents', cents)}
              error={form.errorOf('hourlyRateCents')}
            />
          </Stack>
        );
      }}
    </FormFrame>
  );
}
