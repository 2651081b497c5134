import {
  Checkbox,
  Fieldset,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import type { TTenantSettingsEdit } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../ui/form/use-schema-form';

type SettingsForm = TTenantSettingsEdit & Record<string, unknown>;

/**
 * Sign-in with the school's own accounts (an OpenID Connect provider: Google, Microsoft or another): the
 * issuer, the client id and its write-only secret, the button's name, the e-mail domains it serves and
 * whether a first sign-in may create the user.
 */
export function SignInProviderFieldset({
  form,
  secretConfigured,
}: {
  form: SchemaForm<SettingsForm>;
  secretConfigured: boolean;
}) {
  const { t } = useTranslation('admin-billing');
  const on = (form.form.values.oidcIssuer ?? '') !== '';
  const domains = form.inputProps('oidcEmailDomains');
  return (
    <Fieldset legend={t('settings.oidc')}>
      <Stack gap="sm">
        <TextInput
          label={t('settings.oidcIssuer')}
          description={t('settings.oidcIssuerHint')}
          type="url"
          autoComplete="off"
          spellCheck={false}
          {...form.inputProps('oidcIssuer')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('settings.oidcClientId')}
            autoComplete="off"
            spellCheck={false}
            required={on}
            {...form.inputProps('oidcClientId')}
          />
          <PasswordInput
            label={t('settings.oidcClientSecret')}
            description={secretConfigured ? t('settings.secretConfigured') : t('settings.secretEmpty')}
            autoComplete="new-password"
            spellCheck={false}
            required={on && !secretConfigured}
            disabled={form.form.values.clearOidcClientSecret === true}
            {...form.inputProps('oidcClientSecret')}
          />
        </SimpleGrid>
        {secretConfigured ? (
          <Checkbox
            label={t('settings.oidcClearSecret')}
            {...form.inputProps('clearOidcClientSecret', { type: 'checkbox' })}
          />
        ) : null}
        <TextInput
          label={t('settings.oidcDisplayName')}
          description={t('settings.oidcDisplayNameHint')}
          required={on}
          {...form.inputProps('oidcDisplayName')}
        />
        <TagsInput
          label={t('settings.oidcDomains')}
          description={t('settings.oidcDomainsHint')}
          required={on}
          splitChars={[',', ' ']}
          value={(domains.value as string[] | undefined) ?? []}
          onChange={(value) => domains.onChange(value)}
          onBlur={domains.onBlur}
          error={domains.error}
        />
        <Switch
          label={t('settings.oidcCreatesAccounts')}
          description={t('settings.oidcCreatesAccountsHint')}
          {...form.inputProps('oidcCreatesAccounts', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
