import { z } from 'zod';
import { isStreamOrigin, ZVocabularyItem } from '../learning/content-package.ts';
import { ZChapterView } from '../learning/course-api.ts';
import { localizedTitle, ZContentKey, ZLocalizedText, ZViewMode } from '../learning/localized-text.ts';
import { authoredFields, ZVersion } from './resource-kit.ts';

const chapterFields = {
  courseId: z.uuid({ error: 'chapter.empty-course-id' }),
  title: localizedTitle('chapter.empty-name'),
  viewMode: ZViewMode,
  streamOrigin: z.string().trim().max(1000).default(''),
  /** The explanation, in Spanish with English examples. */
  body: z.string().trim().min(1).max(20_000),
  /** What is heard: the English dialogue or text. */
  transcript: z.string().trim().max(20_000).default(''),
  vocabulary: z.array(ZVocabularyItem).max(40).default([]),
};

type ChapterShape = { viewMode: string; streamOrigin: string; transcript: string };

/** A video needs its stream; an audio lesson its stream or a transcript read aloud (speech synthesis). */
function checkStream(chapter: ChapterShape, ctx: z.core.$RefinementCtx<ChapterShape>) {
  const needsStream = chapter.viewMode === 'video' || (chapter.viewMode === 'audio' && !chapter.transcript);
  if (needsStream && !chapter.streamOrigin) {
    ctx.addIssue({ code: 'custom', path: ['streamOrigin'], message: 'chapter.empty-stream-origin' });
  }
  if (chapter.streamOrigin && !isStreamOrigin(chapter.streamOrigin)) {
    ctx.addIssue({ code: 'custom', path: ['streamOrigin'], message: 'invalid' });
  }
}

/** POST /api/chapters: the lesson wizard's form (the lesson is added at the end of its course). */
export const ZChapterInput = z.object(chapterFields).superRefine(checkStream);
export type TChapterInput = z.input<typeof ZChapterInput>;
/** PUT /api/chapters/:id (moving a lesson to another course is done by assigning it there). */
export const ZChapterEdit = z.object({ ...chapterFields, version: ZVersion }).superRefine(checkStream);

/** A lesson as the staff list and the authoring calls answer it. */
export const ZChapterItem = z.object({
  ...authoredFields,
  key: ZContentKey,
  courseId: z.uuid(),
  position: z.number().int(),
  /** Listed in its course; an unassigned lesson is hidden from students. */
  assigned: z.boolean(),
  title: ZLocalizedText,
  viewMode: ZViewMode,
  streamOrigin: z.string(),
  body: z.string(),
  transcript: z.string(),
  vocabulary: z.array(ZVocabularyItem),
});
export type TChapterItem = z.infer<typeof ZChapterItem>;

/**
 * GET /api/chapters?…: the list filter may name the course, the view mode (the video and audio wizards
 * list their own lessons) and whether the lessons are listed in their course (`assigned=false`: the
 * lessons a course form may take).
 */
export const ZChapterListScope = z.object({
  courseId: z.uuid().optional(),
  viewMode: ZViewMode.optional(),
  assigned: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** GET /api/chapters/:id for staff: the learner's view plus what an edit needs. */
export const ZChapterViewForStaff = ZChapterView.extend({
  key: ZContentKey,
  version: z.number().int().min(1),
  createdAt: authoredFields.createdAt,
  updatedAt: authoredFields.updatedAt,
  deletedAt: authoredFields.deletedAt,
  assigned: z.boolean(),
});
