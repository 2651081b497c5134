import { z } from 'zod';
import { ZInstant, ZLocalizedText } from '../learning/localized-text.ts';

/**
 * The resources the staff wizards edit, as their paths under /api name them (`dictionary-words`:
 * /api/dictionary/words). Still exported: the previous release's server reads it from this package while
 * a rolling upgrade runs both (decision 0130).
 * @public
 */
export const AUTHORED_RESOURCES = [
  'courses',
  'chapters',
  'exercises',
  'exams',
  'carousels',
  'review-lessons',
  'dictionary-words',
  'dictionary-categories',
  'dictionary-phrases',
] as const;

/**
 * What the hub counts: every authored resource, and the lessons of each wizard that edits one kind of
 * them (`video-lessons`: lessons shown as video; `audio-lessons`: as audio).
 */
export const SUMMARY_RESOURCES = [...AUTHORED_RESOURCES, 'video-lessons', 'audio-lessons'] as const;
const ZSummaryResource = z.enum(SUMMARY_RESOURCES);

/** GET /api/wizards/summary: per resource, how many live items and the last five changed. */
export const ZWizardsSummary = z.object({
  resources: z.array(
    z.object({
      resource: ZSummaryResource,
      count: z.number().int().min(0),
      recent: z.array(
        z.object({
          id: z.uuid(),
          name: ZLocalizedText,
          updatedAt: ZInstant,
          /** Who changed it last; null for imported and seeded content. */
          updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
          deleted: z.boolean(),
        }),
      ),
    }),
  ),
});
export type TWizardsSummary = z.infer<typeof ZWizardsSummary>;
