import { z } from 'zod';
import { int4 } from '../column-integers.ts';
import { ZCefrLevel, ZInstant, ZLocalizedText } from './localized-text.ts';

/** The longest position kept: 24 hours, in milliseconds (a longer one is a bad request). */
const MAX_AUDIO_POSITION_MS = 24 * 60 * 60 * 1000;

/** A course of the MP3 course library: it has audio lessons with a file. */
export const ZAudioCourseSummary = z.object({
  id: z.uuid(),
  title: ZLocalizedText,
  level: ZCefrLevel,
  /** Audio lessons with a file. */
  lessonCount: z.number().int(),
  enrolled: z.boolean(),
});
export type TAudioCourseSummary = z.infer<typeof ZAudioCourseSummary>;

/** One audio lesson of the playlist, with where the signed-in user stopped in it. */
const ZAudioLesson = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: ZLocalizedText,
  /** A path or https address of the file, or an uploaded file's id (played from its signed address). */
  streamOrigin: z.string(),
  /** Where the user stopped, in milliseconds (0 when never played). */
  positionMs: z.number().int().min(0),
  positionUpdatedAt: ZInstant.nullable(),
});

/** GET /api/audio-courses/:id — a course's audio lessons as a playlist. */
export const ZAudioCourse = z.object({
  id: z.uuid(),
  title: ZLocalizedText,
  level: ZCefrLevel,
  lessons: z.array(ZAudioLesson),
});
export type TAudioCourse = z.infer<typeof ZAudioCourse>;

/** PUT /api/audio-positions/:id — where the user stopped in an audio lesson. */
export const ZAudioPositionBody = z.object({
  positionMs: int4().min(0).max(MAX_AUDIO_POSITION_MS),
});
export type TAudioPositionBody = z.infer<typeof ZAudioPositionBody>;

export const ZAudioPosition = z.object({
  chapterId: z.uuid(),
  positionMs: z.number().int(),
  updatedAt: ZInstant,
});
export type TAudioPosition = z.infer<typeof ZAudioPosition>;
