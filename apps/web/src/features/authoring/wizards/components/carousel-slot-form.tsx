import { Select, Stack, Text, TextInput } from '@mantine/core';
import { CAROUSEL_SETUPS, type TCarouselItem, ZCarouselEdit, ZCarouselInput } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceItemQuery, useResourceMutations } from '../../../../lib/resource/resource-queries';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import { carouselSlots } from '../api/carousel-clients';
import { emptySlot, type SlotValues, slotInput, slotValues } from '../model/slot-values';
import { ResourcePicker } from './resource-picker';

const RESOURCE_TYPES = ['course', 'chapter', 'exam', 'url'] as const;

/**
 * A carousel slot as a dialog: the carousel, the titles in both languages, the resource type and the
 * course, lesson or exam (chosen from its list) or the address. The server's refusals land on their
 * fields: an empty resource, a resource that does not exist, a taken title, and 'all slots taken' on
 * the carousel.
 */
export function CarouselSlotForm({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useTranslation('wizards');
  const load = useQuery({
    ...resourceItemQuery(carouselSlots, id ?? ''),
    select: slotValues,
    enabled: id !== undefined,
  });
  const { add, edit } = useResourceMutations(carouselSlots);
  return (
    <FormFrame<SlotValues>
      variant="dialog"
      size="medium"
      title={t(id ? 'carousel.edit' : 'carousel.new')}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={emptySlot()}
      schema={id ? ZCarouselEdit : ZCarouselInput}
      checks={{
        'title.es': (value, signal) =>
          carouselSlots.check('title', value, { carouselId: 'landing', ...(id ? { id } : {}) }, signal),
      }}
      onSubmit={async (values) =>
        slotValues(
          id
            ? // PUT {url} takes the slot's fields with its id and the version read (not the stored item).
              await edit.mutateAsync({
                ...slotInput(values),
                id,
                version: values.version,
              } as unknown as TCarouselItem)
            : await add.mutateAsync(slotInput(values)),
        )
      }
      onClose={onClose}
    >
      {(form) => {
        const values = form.form.getValues();
        const type = values.resourceType;
        return (
          <Stack gap="sm">
            <Select
              label={t('carousel.carouselId')}
              data={Object.keys(CAROUSEL_SETUPS).map((setup) => ({
                value: setup,
                label: t(`carousel.setup.${setup}`),
              }))}
              allowDeselect={false}
              {...form.inputProps('carouselId')}
              description={
                values.position
                  ? t('carousel.position', { position: values.position })
                  : t('carousel.positionNext')
              }
            />
            <TextInput label={t('carousel.titleEs')} {...form.inputProps('title.es')} />
            <TextInput label={t('carousel.titleEn')} lang="en" {...form.inputProps('title.en')} />
            <Select
              label={t('carousel.resourceType')}
              data={RESOURCE_TYPES.map((value) => ({ value, label: t(`carousel.type.${value}`) }))}
              allowDeselect={false}
              value={type || null}
              error={form.errorOf('resourceType')}
              onChange={(next) =>
                form.form.setValues({ resourceType: next ?? '', resourceId: '', resourceUrl: '' })
              }
            />
            {type === 'course' || type === 'chapter' || type === 'exam' ? (
              <ResourcePicker
                key={type}
                type={type}
                label={t(`carousel.resource.${type}`)}
                value={values.resourceId}
                error={form.errorOf('resourceId')}
                onChange={(picked) => {
                  const current = form.form.getValues().title;
                  const untitled = !current.es.trim() && !current.en.trim();
                  form.form.setValues({
                    resourceId: picked?.id ?? '',
                    ...(picked && untitled ? { title: picked.title } : {}),
                  });
                }}
              />
            ) : null}
            {type === 'url' ? (
              <TextInput
                label={t('carousel.resourceUrl')}
                description={t('carousel.resourceUrlHint')}
                inputMode="url"
                {...form.inputProps('resourceUrl')}
              />
            ) : null}
            {type === '' ? (
              <Text size="sm" c="dimmed">
                {t('carousel.chooseType')}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    </FormFrame>
  );
}
