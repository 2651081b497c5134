import type { TCefrLevel, TCourseItem } from '@puente/shared';
import type { CourseForStaff } from '../api/course-wizard-clients';

/** What the course form edits: the course's fields and its assigned lessons in order. */
export type CourseFormValues = {
  id?: string;
  version?: number;
  title: { es: string; en: string };
  description: { es: string; en: string };
  level: TCefrLevel;
  coverImage: string | null;
  /** Empty while the field is cleared (the schema answers 'zero presentation order'). */
  order: number | '';
  locale: 'es' | 'en' | '';
  published: boolean;
  /** The lesson score (percent) that completes a lesson; empty while the field is cleared. */
  passPercent: number | '';
  chapterIds: string[];
};

/** A new course: the next presentation order is suggested by the caller. */
export const emptyCourse = (order: number): CourseFormValues => ({
  title: { es: '', en: '' },
  description: { es: '', en: '' },
  level: 'A1',
  coverImage: null,
  order,
  locale: 'es',
  published: false,
  passPercent: 80,
  chapterIds: [],
});

/** The form's model of a stored course (the staff item or the staff detail). */
export const toCourseForm = (
  course: Pick<
    TCourseItem,
    | 'id'
    | 'version'
    | 'title'
    | 'description'
    | 'level'
    | 'coverImage'
    | 'order'
    | 'locale'
    | 'published'
    | 'passPercent'
    | 'chapterIds'
  >,
): CourseFormValues => ({
  id: course.id,
  version: course.version,
  title: { ...course.title },
  description: { ...course.description },
  level: course.level,
  coverImage: course.coverImage,
  order: course.order,
  locale: course.locale,
  published: course.published,
  passPercent: course.passPercent,
  chapterIds: [...course.chapterIds],
});

/** What POST /api/courses and PUT /api/courses take (the lessons go through their own calls). */
export const courseBody = ({
  id: _id,
  version: _version,
  chapterIds: _lessons,
  ...fields
}: CourseFormValues) => fields;

/** The lesson titles a course form knows from its detail. */
export const lessonTitles = (course: CourseForStaff | undefined) =>
  new Map((course?.lessons ?? []).map((lesson) => [lesson.id, lesson.title]));
