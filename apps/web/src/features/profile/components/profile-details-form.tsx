import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { type TMyProfile, type TMyProfileEdit, ZMyProfileEdit } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLocale } from '../../../lib/session';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { timeZoneOptions } from '../../../ui/widgets/time-zone-options';
import { peopleQueryKeys } from '../api/people-query-keys';
import { putProfile } from '../api/profile-query';

type Props = { profile: TMyProfile };

/** Name, language and time zone (the e-mail, the username, is shown and stays). The screen's heading. */
export function ProfileDetailsForm({ profile }: Props) {
  const { t, i18n } = useTranslation('people');
  const queryClient = useQueryClient();
  const zones = useMemo(
    () => timeZoneOptions(i18n.language, profile.timeZone),
    [i18n.language, profile.timeZone],
  );
  const initialValues: TMyProfileEdit = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    preferredLocale: profile.preferredLocale,
    timeZone: profile.timeZone,
  };
  return (
    <FormFrame<TMyProfileEdit>
      variant="page"
      title={t('profile.title')}
      type={TransactionType.Edit}
      initialValues={initialValues}
      schema={ZMyProfileEdit}
      buttons={['apply']}
      onSubmit={async (values) => {
        const saved = await putProfile(values);
        queryClient.setQueryData(peopleQueryKeys.profile(), saved);
        // The interface follows at once, and the browser keeps the choice.
        if (i18n.language !== saved.preferredLocale) chooseLocale(saved.preferredLocale);
        return { ...values, firstName: saved.firstName, lastName: saved.lastName };
      }}
      onClose={() => undefined}
    >
      {(form) => (
        <Stack gap="sm">
          <TextInput
            label={t('profile.email')}
            value={profile.email}
            readOnly
            description={t('profile.emailHint')}
          />
          <TextInput
            label={t('profile.firstName')}
            autoComplete="given-name"
            required
            {...form.inputProps('firstName')}
          />
          <TextInput
            label={t('profile.lastName')}
            autoComplete="family-name"
            required
            {...form.inputProps('lastName')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="profile-language">
              {t('profile.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="profile-language"
              data={[
                { value: 'es', label: 'Español' },
                { value: 'en', label: 'English' },
              ]}
              {...form.inputProps('preferredLocale', { requiredMark: false })}
            />
          </Stack>
          <Select
            label={t('profile.timeZone')}
            description={t('profile.timeZoneHint')}
            data={zones}
            searchable
            clearable
            // Choosing the zone already chosen keeps it (the clear button empties the field).
            allowDeselect={false}
            nothingFoundMessage={t('profile.timeZoneNone')}
            limit={60}
            {...form.inputProps('timeZone')}
          />
        </Stack>
      )}
    </FormFrame>
  );
}
