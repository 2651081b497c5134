import {
  Checkbox,
  Fieldset,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PAYMENT_PROVIDER_MODES,
  TENANT_SETTINGS_LIMITS,
  type TTenantSettings,
  type TTenantSettingsEdit,
  ZTenantSettingsEdit,
} from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { QueryState } from '../../../ui/query-state';
import { MoneyInput } from '../../../ui/widgets/money-input';
import { timeZoneOptions } from '../../../ui/widgets/time-zone-options';
import { putTenantSettings, tenantSettingsKey, useTenantSettings } from '../api/tenant-settings-query';
import { SignInProviderFieldset } from './sign-in-provider-fieldset';

type SettingsForm = TTenantSettingsEdit & Record<string, unknown>;

/** The edit the form starts from: the stored settings, no new secret key. */
const editOf = (settings: TTenantSettings): SettingsForm => ({
  name: settings.name,
  supportEmail: settings.supportEmail,
  supportPhone: settings.supportPhone,
  paymentEnabled: settings.paymentEnabled,
  tutoringEnabled: settings.tutoringEnabled,
  guestLimit: settings.guestLimit,
  lateFeeCents: settings.lateFeeCents,
  lateFeeGraceDays: settings.lateFeeGraceDays,
  tutoringCancelCutoffHours: settings.tutoringCancelCutoffHours,
  tutoringSessionPriceCents: settings.tutoringSessionPriceCents,
  guestsMayBookPaidTutoring: settings.guestsMayBookPaidTutoring,
  tutoringMeetingUrlPattern: settings.tutoringMeetingUrlPattern,
  paymentProviderMode: settings.paymentProviderMode,
  paymentPublicKey: settings.paymentPublicKey,
  defaultLocale: settings.defaultLocale,
  timeZone: settings.timeZone,
  secretKey: '',
  clearSecretKey: false,
  oidcIssuer: settings.oidcIssuer,
  oidcClientId: settings.oidcClientId,
  oidcClientSecret: '',
  clearOidcClientSecret: false,
  oidcDisplayName: settings.oidcDisplayName,
  oidcEmailDomains: settings.oidcEmailDomains,
  oidcCreatesAccounts: settings.oidcCreatesAccounts,
  version: settings.version,
});

/** The school's settings (administrators): a page form with Apply, on the shared schema. */
export function TenantSettingsSection() {
  const query = useTenantSettings();
  return <QueryState query={query}>{(settings) => <TenantSettingsForm settings={settings} />}</QueryState>;
}

function TenantSettingsForm({ settings }: { settings: TTenantSettings }) {
  const { t, i18n } = useTranslation('admin-billing');
  const queryClient = useQueryClient();
  const configured = settings.secretKeyConfigured;
  const zones = useMemo(
    () => timeZoneOptions(i18n.language, settings.timeZone),
    [i18n.language, settings.timeZone],
  );
  return (
    <FormFrame<SettingsForm>
      variant="page"
      title={t('settings.title')}
      type={TransactionType.Edit}
      initialValues={editOf(settings)}
      schema={ZTenantSettingsEdit}
      buttons={['apply']}
      onSubmit={async (values) => {
        const saved = await putTenantSettings(values);
        queryClient.setQueryData(tenantSettingsKey, saved);
        return editOf(saved);
      }}
      onClose={() => undefined}
    >
      {(form) => {
        const fee = form.inputProps('lateFeeCents');
        const price = form.inputProps('tutoringSessionPriceCents');
        const mode = form.form.values.paymentProviderMode;
        return (
          <Stack gap="md">
            <Fieldset legend={t('settings.school')}>
              <Stack gap="sm">
                <TextInput label={t('settings.name')} required {...form.inputProps('name')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('settings.supportEmail')}
                    type="email"
                    required
                    {...form.inputProps('supportEmail')}
                  />
                  <TextInput
                    label={t('settings.supportPhone')}
                    type="tel"
                    required
                    {...form.inputProps('supportPhone')}
                  />
                </SimpleGrid>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="settings-language">
                    {t('settings.defaultLocale')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="settings-language"
                    data={[
                      { value: 'es', label: 'Español' },
                      { value: 'en', label: 'English' },
                    ]}
                    {...form.inputProps('defaultLocale', { requiredMark: false })}
                  />
                </Stack>
                <Select
                  label={t('settings.timeZone')}
                  description={t('settings.timeZoneHint')}
                  data={zones}
                  searchable
                  required
                  allowDeselect={false}
                  nothingFoundMessage={t('settings.timeZoneNone')}
                  limit={60}
                  {...form.inputProps('timeZone')}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('settings.products')}>
              <Stack gap="sm">
                <Switch
                  label={t('settings.paymentEnabled')}
                  {...form.inputProps('paymentEnabled', { type: 'checkbox' })}
                />
                <Switch
                  label={t('settings.tutoringEnabled')}
                  {...form.inputProps('tutoringEnabled', { type: 'checkbox' })}
                />
                <NumberInput
                  label={t('settings.guestLimit')}
                  description={t('settings.guestLimitHint')}
                  min={TENANT_SETTINGS_LIMITS.guestLimit.min}
                  max={TENANT_SETTINGS_LIMITS.guestLimit.max}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  {...form.inputProps('guestLimit')}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('settings.tutoring')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NumberInput
                  label={t('settings.tutoringCutoff')}
                  description={t('settings.tutoringCutoffHint')}
                  min={TENANT_SETTINGS_LIMITS.tutoringCancelCutoffHours.min}
                  max={TENANT_SETTINGS_LIMITS.tutoringCancelCutoffHours.max}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  {...form.inputProps('tutoringCancelCutoffHours')}
                />
                <MoneyInput
                  label={t('settings.tutoringPrice')}
                  description={t('settings.tutoringPriceHint')}
                  cents={form.form.values.tutoringSessionPriceCents}
                  onCents={(value) => price.onChange(value)}
                  onBlur={price.onBlur}
                  onFocus={price.onFocus}
                  error={price.error}
                />
              </SimpleGrid>
              <Switch
                mt="sm"
                label={t('settings.guestsMayBookPaidTutoring')}
                description={t('settings.guestsMayBookPaidTutoringHint')}
                {...form.inputProps('guestsMayBookPaidTutoring', { type: 'checkbox' })}
              />
              <TextInput
                mt="sm"
                label={t('settings.tutoringMeetingUrl')}
                description={t('settings.tutoringMeetingUrlHint')}
                spellCheck={false}
                {...form.inputProps('tutoringMeetingUrlPattern')}
              />
            </Fieldset>
            <Fieldset legend={t('settings.lateFees')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <MoneyInput
                  label={t('settings.lateFee')}
                  description={t('settings.lateFeeHint')}
                  cents={form.form.values.lateFeeCents}
                  onCents={(value) => fee.onChange(value)}
                  onBlur={fee.onBlur}
                  onFocus={fee.onFocus}
                  error={fee.error}
                />
                <NumberInput
                  label={t('settings.graceDays')}
                  min={TENANT_SETTINGS_LIMITS.lateFeeGraceDays.min}
                  max={TENANT_SETTINGS_LIMITS.lateFeeGraceDays.max}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  {...form.inputProps('lateFeeGraceDays')}
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('settings.provider')}>
              <Stack gap="sm">
                <Select
                  label={t('settings.mode')}
                  data={PAYMENT_PROVIDER_MODES.map((value) => ({
                    value,
                    label: t(`settings.modes.${value}`, {
                      provider: t(`settings.providers.${settings.serverProvider}`),
                    }),
                  }))}
                  allowDeselect={false}
                  {...form.inputProps('paymentProviderMode')}
                />
                <TextInput
                  label={t('settings.publicKey')}
                  autoComplete="off"
                  spellCheck={false}
                  required={mode === 'test' || mode === 'live'}
                  {...form.inputProps('paymentPublicKey')}
                />
                <PasswordInput
                  label={t('settings.secretKey')}
                  description={configured ? t('settings.secretConfigured') : t('settings.secretEmpty')}
                  autoComplete="new-password"
                  spellCheck={false}
                  disabled={form.form.values.clearSecretKey === true}
                  {...form.inputProps('secretKey')}
                />
                {configured ? (
                  <Checkbox
                    label={t('settings.clearSecret')}
                    {...form.inputProps('clearSecretKey', { type: 'checkbox' })}
                  />
                ) : null}
              </Stack>
            </Fieldset>
            <SignInProviderFieldset form={form} secretConfigured={settings.oidcClientSecretConfigured} />
          </Stack>
        );
      }}
    </FormFrame>
  );
}
