import { z } from 'zod';
import { ZInstant, ZLocalizedText } from '../learning/localized-text.ts';

/** The resources the staff wizards edit, as their paths under /api name them (`dictionary-words`: /api/dictionary/words). */
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
const ZAuthoredResource = z.enum(AUTHORED_RESOURCES);

/** GET /api/wizards/summary: per resource, how many live items and the last five changed. */
export const ZWizardsSummary = z.object({
  resources: z.array(
    z.object({
      resource: ZAuthoredResource,
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
