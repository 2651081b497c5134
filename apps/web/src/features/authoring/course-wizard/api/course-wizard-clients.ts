import type {
  TChapterItem,
  TContentImportResult,
  TContentPackage,
  TCourseItem,
  TCourseTeachers,
  TViewMode,
} from '@puente/shared';
import { queryOptions } from '@tanstack/react-query';
import { resourceKeys } from '../../../../api/query-keys';
import { apiFetch } from '../../../../lib/api-client';
import { resourceClient } from '../../../../lib/resource/resource-client';

/** The staff's courses (GET with the list filter answers the staff page). */
export const courses = resourceClient<TCourseItem, Record<string, unknown>>('/courses');
/** The staff's lessons; the video and audio wizards list theirs with `viewMode`. */
export const chapters = resourceClient<TChapterItem, Record<string, unknown>>('/chapters');

/** GET /api/courses/:id for staff: what the course form edits. */
export type CourseForStaff = Omit<TCourseItem, 'key' | 'deletedAt'> & {
  deletedAt: string | null;
  lessons: { id: string; title: { es: string; en: string }; viewMode: TViewMode }[];
};

/** One course as the staff form reads it. */
export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys.item('/courses', id),
    queryFn: ({ signal }) => apiFetch<CourseForStaff>(`/courses/${id}`, { signal }),
    staleTime: 0,
  });

/** GET /api/chapters/:id for staff: what the lesson form edits. */
export type ChapterForStaff = Pick<
  TChapterItem,
  'id' | 'version' | 'courseId' | 'title' | 'viewMode' | 'streamOrigin' | 'body' | 'transcript' | 'vocabulary'
>;

export const chapterQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys.item('/chapters', id),
    queryFn: ({ signal }) => apiFetch<ChapterForStaff>(`/chapters/${id}`, { signal }),
    staleTime: 0,
  });

/** The lessons a course may take: the unassigned ones (of any course), first page, filtered by title. */
export const unassignedLessonsQuery = (search: string) =>
  queryOptions({
    queryKey: resourceKeys.of('/chapters', 'list', 'unassigned', search),
    queryFn: ({ signal }) =>
      chapters.list({ SearchValue: search.trim() || null, Skip: 0, Take: 100, assigned: 'false' }, signal),
  });

/** Every live course, for a lesson's course choice (first 100 by presentation order). */
export const courseChoicesQuery = () =>
  queryOptions({
    queryKey: resourceKeys.of('/courses', 'list', 'choices'),
    queryFn: ({ signal }) => courses.list({ Skip: 0, Take: 100 }, signal),
  });

/** POST /api/courses/:id/chapters: the lesson goes to the end of the course. */
export const assignLesson = (courseId: string, chapterId: string) =>
  apiFetch<TCourseItem>(`/courses/${courseId}/chapters`, { method: 'POST', body: { chapterId } });

/** DELETE /api/courses/:id/chapters/:chapterId: the lesson stays, hidden from students. */
export const unassignLesson = (courseId: string, chapterId: string) =>
  apiFetch<TCourseItem>(`/courses/${courseId}/chapters/${chapterId}`, { method: 'DELETE' });

/** PUT /api/courses/:id/chapters/order. */
export const orderLessons = (courseId: string, chapterIds: string[]) =>
  apiFetch<TCourseItem>(`/courses/${courseId}/chapters/order`, { method: 'PUT', body: { chapterIds } });

/** GET /api/content/export: every live course of the school as a content package. */
export const exportContent = () => apiFetch<TContentPackage>('/content/export');

/** POST /api/content/import. */
export const importContent = (pkg: unknown) =>
  apiFetch<TContentImportResult>('/content/import', { method: 'POST', body: pkg });

/** GET /api/courses/:id/teachers: the owner, the co-teachers and the professors one may add. */
export const courseTeachersQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys.of('/courses', 'teachers', id),
    queryFn: ({ signal }) => apiFetch<TCourseTeachers>(`/courses/${id}/teachers`, { signal }),
    staleTime: 0,
  });

/** PUT /api/courses/:id/teachers: replaces the co-teachers (administrators and the owner only). */
export const saveCourseTeachers = (id: string, teacherIds: string[]) =>
  apiFetch<TCourseTeachers>(`/courses/${id}/teachers`, { method: 'PUT', body: { teacherIds } });
