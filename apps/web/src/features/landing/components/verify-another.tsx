import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A field to check another certificate code. */
export function VerifyAnother() {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value) void navigate(`/landing/certificate/${encodeURIComponent(value)}`);
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('verify.another')}
          placeholder="PUE-XXXX-XXXX-XXXX"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          {t('verify.check')}
        </Button>
      </Group>
    </form>
  );
}
