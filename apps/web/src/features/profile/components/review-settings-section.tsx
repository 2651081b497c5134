import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type TReviewSettings, ZReviewSettings } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reviewKeys } from '../../../api/query-keys';
import { errorText } from '../../../lib/error-text';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { peopleQueryKeys } from '../api/people-query-keys';
import { putReviewSettings, useReviewSettings } from '../api/review-settings-query';

/** Students: how the review scheduler treats them (desired retention, new cards per day). */
export function ReviewSettingsSection() {
  const { t } = useTranslation('people');
  const query = useReviewSettings();
  return (
    <Stack component="section" gap="sm" aria-labelledby="review-settings-title">
      <Title order={2} size="h3" id="review-settings-title">
        {t('reviewSettings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('reviewSettings.intro')}
      </Text>
      <QueryState query={query}>{(settings) => <ReviewSettingsForm settings={settings} />}</QueryState>
    </Stack>
  );
}

function ReviewSettingsForm({ settings }: { settings: TReviewSettings }) {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const { form, valid, inputProps, onKeyDown, rebase } = useSchemaForm({
    schema: ZReviewSettings,
    initialValues: settings,
  });
  const save = useMutation({
    mutationFn: putReviewSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(peopleQueryKeys.reviewSettings(), saved);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all() });
      rebase(saved);
      form.setValues(saved);
      showToast('success', t('reviewSettings.saved'));
    },
  });
  const failure = save.error ? errorText(save.error) : null;
  return (
    <form
      noValidate
      aria-labelledby="review-settings-title"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || save.isPending) return;
        save.mutate(form.getValues());
      }}
    >
      <Stack gap="sm" maw={420}>
        <NumberInput
          label={t('reviewSettings.retention')}
          description={t('reviewSettings.retentionHint')}
          min={0.7}
          max={0.99}
          step={0.01}
          decimalScale={2}
          required
          {...inputProps('desiredRetention')}
        />
        <NumberInput
          label={t('reviewSettings.newCards')}
          description={t('reviewSettings.newCardsHint')}
          min={0}
          max={200}
          step={1}
          allowDecimal={false}
          required
          {...inputProps('dailyNewCards')}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" disabled={!valid} loading={save.isPending}>
            {t('reviewSettings.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
