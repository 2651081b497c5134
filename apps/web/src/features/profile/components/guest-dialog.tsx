import { Stack, TextInput } from '@mantine/core';
import { type TGuestInput, ZGuestInput } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { mailRefusalText } from '../../../ui/messages/mail-refusal';
import { inviteGuest } from '../api/guests-query';

type Props = { onSaved: () => void; onClose: () => void };

const empty: TGuestInput = { firstName: '', lastName: '', email: '' };

/** The master user invites a guest: name and e-mail; the server mails the temporary password. */
export function GuestDialog({ onSaved, onClose }: Props) {
  const { t } = useTranslation('people');
  return (
    <FormFrame<TGuestInput>
      variant="dialog"
      size="medium"
      title={t('guests.new')}
      type={TransactionType.Add}
      initialValues={empty}
      schema={ZGuestInput}
      buttons={['ok', 'cancel']}
      refusalText={mailRefusalText}
      onSubmit={async (values) => {
        const guest = await inviteGuest(values);
        onSaved();
        return guest;
      }}
      onClose={onClose}
    >
      {(form) => (
        <Stack gap="sm">
          <TextInput
            label={t('guests.firstName')}
            required
            data-autofocus
            {...form.inputProps('firstName')}
          />
          <TextInput label={t('guests.lastName')} required {...form.inputProps('lastName')} />
          <TextInput
            label={t('guests.email')}
            type="email"
            autoComplete="off"
            required
            description={t('guests.emailHint')}
            {...form.inputProps('email')}
          />
        </Stack>
      )}
    </FormFrame>
  );
}
