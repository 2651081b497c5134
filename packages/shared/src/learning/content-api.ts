import { z } from 'zod';
import { ZContentKey, ZLocalizedText } from './localized-text.ts';

export const ZContentImportResult = z.object({
  courses: z.array(
    z.object({
      id: z.uuid(),
      key: ZContentKey,
      title: ZLocalizedText,
      /** False when an existing course with the same key was updated. */
      created: z.boolean(),
      chapters: z.number().int(),
      exercises: z.number().int(),
      exams: z.number().int(),
      reviewLessons: z.number().int(),
    }),
  ),
});
export type TContentImportResult = z.infer<typeof ZContentImportResult>;
