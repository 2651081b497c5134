import { z } from 'zod';
import { singleLineText } from '../rules/single-line-text.ts';

/** A text in both interface languages. */
export const ZLocalizedText = z.object({
  es: z.string().trim().min(1).max(2000),
  en: z.string().trim().min(1).max(2000),
});
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

/** A title in both languages; an empty one answers `emptyCode` (e.g. course.empty-name). */
export const localizedTitle = (emptyCode: string) =>
  z.object({
    es: singleLineText(200, emptyCode),
    en: singleLineText(200, emptyCode),
  });

const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const ZCefrLevel = z.enum(CEFR_LEVELS);
export type TCefrLevel = z.infer<typeof ZCefrLevel>;

const VIEW_MODES = ['video', 'audio', 'reading'] as const;
export const ZViewMode = z.enum(VIEW_MODES, { error: 'chapter.empty-view-mode' });
export type TViewMode = z.infer<typeof ZViewMode>;

/** Stable, human-readable identifier of a content item inside a package ("a1-greetings"). */
export const ZContentKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'content.invalid-key');

/** An ISO-8601 instant as the API sends it. */
export const ZInstant = z.iso.datetime({ offset: true });
