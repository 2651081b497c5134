import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../api/tenant-query';

/** The words for the student and the support phone line. */
export function PaymentIntro({ required }: { required: boolean }) {
  const { t } = useTranslation('payments');
  const phone = useTenant().data?.supportPhone;
  return (
    <Stack gap={4}>
      {required ? <Text fw={600}>{t('page.requiredIntro')}</Text> : null}
      <Text>{t('page.intro')}</Text>
      {phone ? (
        <Text size="sm" data-testid="support-phone">
          {t('page.supportPhone')}{' '}
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} inherit c="teal.9" fw={600}>
            {phone}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
