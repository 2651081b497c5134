import type { TStaffHome, TStaffHomeFilter } from '@puente/shared';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

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
