import type { TCarouselInput, TCarouselItem, TLocalizedText } from '@puente/shared';

/** The carousel slot form's model (an edit's also carries id, version and position). */
export type SlotValues = {
  id?: string;
  version?: number;
  position?: number;
  carouselId: string;
  title: TLocalizedText;
  /** '' until chosen. */
  resourceType: string;
  resourceId: string;
  resourceUrl: string;
};

/** The landing page's carousel: the one the wizard fills. */
export const LANDING = 'landing';

export const emptySlot = (): SlotValues => ({
  carouselId: LANDING,
  title: { es: '', en: '' },
  resourceType: '',
  resourceId: '',
  resourceUrl: '',
});

/** A stored slot as the form edits it (an address has no resource id: ''). */
export const slotValues = (slot: TCarouselItem): SlotValues => ({
  id: slot.id,
  version: slot.version,
  position: slot.position,
  carouselId: slot.carouselId,
  title: slot.title,
  resourceType: slot.resourceType,
  resourceId: slot.resourceId ?? '',
  resourceUrl: slot.resourceUrl,
});

/** What POST /api/carousels gets: the fields of the chosen type only. */
export function slotInput(values: SlotValues): TCarouselInput {
  const url = values.resourceType === 'url';
  return {
    carouselId: values.carouselId,
    title: values.title,
    resourceType: values.resourceType as TCarouselInput['resourceType'],
    resourceId: url ? '' : values.resourceId,
    resourceUrl: url ? values.resourceUrl : '',
  };
}
