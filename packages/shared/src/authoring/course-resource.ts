import { z } from 'zod';
import { int4 } from '../column-integers.ts';
import { ZCourseDetail } from '../learning/course-api.ts';
import { localizedTitle, ZCefrLevel, ZContentKey, ZLocalizedText } from '../learning/localized-text.ts';
import { ZCourseTeaching } from './course-teachers.ts';
import { authoredFields, ZVersion } from './resource-kit.ts';

/** A media id (an uploaded file) or an address of the image. */
const ZMediaRef = z.string().trim().min(1).max(1000);

const courseFields = {
  title: localizedTitle('course.empty-name'),
  description: ZLocalizedText,
  level: ZCefrLevel,
  coverImage: ZMediaRef.nullable().default(null),
  /** Presentation order among the tenant's courses: 1 or more. */
  order: int4('course.zero-presentation-order').min(1, 'course.zero-presentation-order').max(10_000),
  /** Language of instruction. */
  locale: z.enum(['es', 'en'], { error: 'course.empty-locale' }),
  published: z.boolean().default(false),
  /** The lesson score (percent: the mean of each exercise's best score) that completes a lesson. */
  passPercent: int4().min(1).max(100).default(80),
};

/** POST /api/courses: the course wizard's form. */
export const ZCourseInput = z.object(courseFields);
export type TCourseInput = z.input<typeof ZCourseInput>;
/** PUT /api/courses/:id: the form plus the version it was read at. */
export const ZCourseEdit = z.object({ ...courseFields, version: ZVersion });
export type TCourseEdit = z.input<typeof ZCourseEdit>;

/** A course as the staff list and the authoring calls answer it; `chapterIds` are its assigned lessons in order. */
export const ZCourseItem = z.object({
  ...authoredFields,
  key: ZContentKey,
  title: ZLocalizedText,
  description: ZLocalizedText,
  level: ZCefrLevel,
  coverImage: z.string().nullable(),
  order: z.number().int(),
  locale: z.enum(['es', 'en']),
  published: z.boolean(),
  passPercent: z.number().int(),
  chapterIds: z.array(z.uuid()),
  /** Who teaches it and what the asking user may do with it (decision 0145). */
  teaching: ZCourseTeaching,
});
export type TCourseItem = z.infer<typeof ZCourseItem>;

/** GET /api/courses/:id for staff: the learner's detail plus what an edit needs. */
export const ZCourseDetailForStaff = ZCourseDetail.extend({
  version: z.number().int().min(1),
  createdAt: authoredFields.createdAt,
  updatedAt: authoredFields.updatedAt,
  chapterIds: z.array(z.uuid()),
  teaching: ZCourseTeaching,
});

/** POST /api/courses/:id/chapters. */
export const ZChapterAssign = z.object({ chapterId: z.uuid({ error: 'chapter.not-found' }) });
/** PUT /api/courses/:id/chapters/order: every assigned lesson of the course, once, in the new order. */
export const ZChapterOrder = z.object({ chapterIds: z.array(z.uuid()).min(1).max(200) });
export const ZCourseChapterParams = z.object({ id: z.uuid(), chapterId: z.uuid() });
