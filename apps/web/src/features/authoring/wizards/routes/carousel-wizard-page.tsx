import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { CAROUSEL_SETUPS } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../../api/query-keys';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useLocalized } from '../../../../lib/use-localized';
import { ListScreen } from '../../../../ui/list/list-screen';
import { carouselSlots } from '../api/carousel-clients';
import { CarouselSlotForm } from '../components/carousel-slot-form';
import { LANDING } from '../model/slot-values';

const SLOTS = CAROUSEL_SETUPS[LANDING]?.slots ?? 0;

/** /carousel-wizard — the landing page's carousel: its slots in order, and a form to add or change one. */
export default function CarouselWizardPage() {
  const { t } = useTranslation('wizards');
  const text = useLocalized();
  useDocumentTitle(t('carousel.title'));
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  // How many slots are taken (under the resource's key: every save and delete refreshes it).
  const usage = useQuery({
    queryKey: resourceKeys.of(carouselSlots.url, 'usage', LANDING),
    queryFn: ({ signal }) => carouselSlots.list({ carouselId: LANDING, Skip: 0, Take: 1 }, signal),
  });
  const used = usage.data?.total;
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('carousel.title')}</Title>
          <Text c="dimmed">{t('carousel.subtitle', { slots: SLOTS })}</Text>
        </div>
        {used === undefined ? null : used >= SLOTS ? (
          <Alert color="orange" role="status" data-testid="carousel-full">
            {t('carousel.full')}
          </Alert>
        ) : (
          <Text size="sm" role="status" data-testid="carousel-usage">
            {t('carousel.usage', { used, slots: SLOTS })}
          </Text>
        )}
        <ListScreen
          client={carouselSlots}
          title={t('carousel.list')}
          rowText={(slot) =>
            t('carousel.row', {
              position: slot.position,
              title: text(slot.title),
              type: t(`carousel.type.${slot.resourceType}`),
            })
          }
          onAdd={() => setOpen({})}
          onEdit={(slot) => setOpen({ id: slot.id })}
          deletable
          height={SLOTS * 34 + 2}
        />
      </Stack>
      {open ? <CarouselSlotForm id={open.id} onClose={() => setOpen(null)} /> : null}
    </Container>
  );
}
