import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type TContactInput, ZContactInput } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { useErrorText } from '../../../ui/query-state';
import { postContact } from '../api/post-contact';

type Props = { initialValues: TContactInput; onSent: () => void };

/** Name, e-mail, subject and message (the shared schema the server checks too). */
export function ContactForm({ initialValues, onSent }: Props) {
  const { t } = useTranslation('people');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, valid, inputProps, onKeyDown, setServerErrors, showAllErrors } = useSchemaForm({
    schema: ZContactInput,
    initialValues,
    validateOnBlur: true,
  });
  return (
    <form
      noValidate
      aria-label={t('contact.title')}
      onKeyDown={onKeyDown}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!valid) return showAllErrors();
        if (busy) return;
        setBusy(true);
        setFailure(null);
        try {
          await postContact(form.getValues());
          onSent();
        } catch (error) {
          if (!setServerErrors(error)) setFailure(errorText(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Stack gap="sm">
        <TextInput label={t('contact.name')} autoComplete="name" required {...inputProps('name')} />
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          {...inputProps('email')}
        />
        <TextInput label={t('contact.subject')} required {...inputProps('subject')} />
        <Textarea
          label={t('contact.message')}
          required
          autosize
          minRows={5}
          maxRows={12}
          {...inputProps('message')}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
