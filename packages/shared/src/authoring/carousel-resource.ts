import { z } from 'zod';
import { localizedTitle, ZLocalizedText } from '../learning/localized-text.ts';
import { isSitePath } from '../site-path.ts';
import { authoredFields, ZVersion } from './resource-kit.ts';

/** The carousels staff can fill, and how many slots each has. */
export const CAROUSEL_SETUPS: Record<string, { slots: number }> = { landing: { slots: 6 } };

const RESOURCE_TYPES = ['course', 'chapter', 'exam', 'url'] as const;
const ZCarouselResourceType = z.enum(RESOURCE_TYPES, { error: 'carousel.empty-resource-type' });
export type TCarouselResourceType = z.infer<typeof ZCarouselResourceType>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An address a slot may open: https, or a path of this site (`isSitePath`). */
const isSlotUrl = (value: string) => /^https:\/\/\S+$/.test(value) || isSitePath(value);

const slotFields = {
  carouselId: z
    .string({ error: 'carousel.empty-carousel-id' })
    .trim()
    .min(1, 'carousel.empty-carousel-id')
    .max(40),
  title: localizedTitle('invalid'),
  resourceType: ZCarouselResourceType,
  /** The course, lesson or exam shown; empty for an address. */
  resourceId: z.string().trim().max(36).default(''),
  /** The address shown (type url). */
  resourceUrl: z.string().trim().max(1000).default(''),
};

type SlotShape = { resourceType: TCarouselResourceType; resourceId: string; resourceUrl: string };

function checkResource(slot: SlotShape, ctx: z.core.$RefinementCtx<SlotShape>) {
  if (slot.resourceType === 'url') {
    if (!slot.resourceUrl) {
      ctx.addIssue({ code: 'custom', path: ['resourceUrl'], message: 'carousel.empty-resource-url' });
    } else if (!isSlotUrl(slot.resourceUrl)) {
      ctx.addIssue({ code: 'custom', path: ['resourceUrl'], message: 'invalid' });
    }
    return;
  }
  if (!slot.resourceId) {
    ctx.addIssue({ code: 'custom', path: ['resourceId'], message: 'carousel.empty-resource-id' });
  } else if (!UUID.test(slot.resourceId)) {
    ctx.addIssue({ code: 'custom', path: ['resourceId'], message: 'invalid' });
  }
}

/** POST /api/carousels: a slot of a carousel (it takes the first free position). */
export const ZCarouselInput = z.object(slotFields).superRefine(checkResource);
export type TCarouselInput = z.input<typeof ZCarouselInput>;
/** PUT /api/carousels/:id. */
export const ZCarouselEdit = z.object({ ...slotFields, version: ZVersion }).superRefine(checkResource);

export const ZCarouselItem = z.object({
  ...authoredFields,
  carouselId: z.string(),
  position: z.number().int(),
  title: ZLocalizedText,
  resourceType: ZCarouselResourceType,
  resourceId: z.uuid().nullable(),
  resourceUrl: z.string(),
});
export type TCarouselItem = z.infer<typeof ZCarouselItem>;

export const ZCarouselListScope = z.object({ carouselId: z.string().trim().max(40).optional() });

/** GET /api/public/carousels/:carouselId: what a visitor sees, in order, each with where it leads. */
export const ZPublicCarousel = z.object({
  carouselId: z.string(),
  slots: z.array(
    z.object({
      id: z.uuid(),
      position: z.number().int(),
      title: ZLocalizedText,
      resourceType: ZCarouselResourceType,
      resourceId: z.uuid().nullable(),
      /** Where the slot leads: a page of the app or the authored address. */
      href: z.string(),
    }),
  ),
});
export type TPublicCarousel = z.infer<typeof ZPublicCarousel>;
export const ZCarouselParams = z.object({ carouselId: z.string().trim().min(1).max(40) });
