import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type TContactInput, ZContactInput } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { postContact } from '../api/post-contact';

type Props = { initialValues: TContactInput; onSent: () => void };

/** Name, e-mail, subject and message (the shared schema the server checks too). */
export function ContactForm({ initialValues, onSent }: Props) {
  const { t } = useTranslation('people');
  const [failure, setFailure] = useState<string | null>(null);
  const { form, valid, inputProps, onKeyDown, setServerErrors, showAllErrors } = useSchemaForm({
    schema: ZContactInput,
    initialValues,
    validateOnBlur: true,
  });
  const send = useMutation({
    mutationFn: postContact,
    onMutate: () => setFailure(null),
    onSuccess: () => onSent(),
    onError: (error) => {
      // Field errors go on their fields; any other failure is said above the button.
      setFailure(setServerErrors(error) ? null : errorText(error));
    },
  });
  return (
    <form
      noValidate
      aria-label={t('contact.title')}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return showAllErrors();
        if (send.isPending) return;
        send.mutate(form.getValues());
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
          <Button type="submit" loading={send.isPending}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
