import type { TClassList, TStaffHome, TStaffHomeFilter } from '@puente/shared';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import type { ClassOption } from '../../../ui/widgets/class-select';

/**
 * POST /api/reports/staff-home: the staff dashboard's figures, once per visit and again when the class
 * chosen changes (a plain request, as my-day); with a class, its students' learning figures.
 */
export function useStaffHome(classId: string | null = null): { data: TStaffHome | null; failed: boolean } {
  const [state, setState] = useState<{ data: TStaffHome | null; failed: boolean }>({
    data: null,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ data: current.data, failed: false }));
    apiFetch<TStaffHome>('/reports/staff-home', {
      method: 'POST',
      signal: controller.signal,
      ...(classId ? { body: { classId } satisfies TStaffHomeFilter } : {}),
    }).then(
      (data) => setState({ data, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [classId]);
  return state;
}

/**
 * GET /api/admin/classes: the classes the dashboard's class filter offers (an administrator all of them, a
 * professor the ones they teach), once per visit. A plain request: the home screen has no query client.
 * None when the read fails (the dashboard then shows the whole school, without the filter).
 */
export function useStaffClasses(): ClassOption[] {
  const [classes, setClasses] = useState<ClassOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<TClassList>('/admin/classes', { signal: controller.signal })
      .then((list) => setClasses(list.items.map(({ id, name }) => ({ id, name }))))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return classes;
}
