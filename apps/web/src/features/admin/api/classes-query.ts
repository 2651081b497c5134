import type { TAdminUser, TClassDetail, TClassInput, TCourseItem } from '@puente/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { classKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/classes/:id. */
export const classQuery = (id: string) => ({
  queryKey: classKeys.item(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<TClassDetail>(`/admin/classes/${encodeURIComponent(id)}`, { signal }),
  staleTime: 0,
});

/** The form's model of a class: its name and who and what it has, by id. */
export const classForm = (detail: TClassDetail): TClassInput => ({
  name: detail.name,
  teacherIds: detail.teachers.map((teacher) => teacher.id),
  studentIds: detail.students.map((student) => student.id),
  courseIds: detail.courses.map((course) => course.id),
});

/** POST /admin/classes, or PUT /admin/classes/:id. */
export const saveClass = (values: TClassInput, id?: string) =>
  apiFetch<TClassDetail>(id ? `/admin/classes/${encodeURIComponent(id)}` : '/admin/classes', {
    method: id ? 'PUT' : 'POST',
    body: values,
  });

/** DELETE /admin/classes/:id. */
export const deleteClass = (id: string) =>
  apiFetch<null>(`/admin/classes/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The school's users of a role whose name or e-mail holds the search (the first 20), for the pickers. */
export const usePeopleOptions = (role: 'Student' | 'Professor' | 'Administrator', search: string) =>
  useQuery({
    queryKey: classKeys.people(role, search),
    queryFn: ({ signal }) =>
      apiFetch<{ items: TAdminUser[]; total: number }>('/admin/users', {
        signal,
        query: { SearchValue: search || undefined, role, Skip: 0, Take: 20 },
      }),
    placeholderData: keepPreviousData,
  });

/** The school's courses (the first hundred, in their order), for the courses picker. */
export const useCourseOptions = () =>
  useQuery({
    queryKey: classKeys.courses(),
    queryFn: ({ signal }) =>
      apiFetch<{ items: TCourseItem[]; total: number }>('/courses', {
        signal,
        query: { Skip: 0, Take: 100 },
      }),
  });
