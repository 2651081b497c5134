import type { TStaffHome } from '@puente/shared';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/reports/staff-home: the staff dashboard's figures, once per visit (a plain request, as my-day). */
export function useStaffHome(): { data: TStaffHome | null; failed: boolean } {
  const [state, setState] = useState<{ data: TStaffHome | null; failed: boolean }>({
    data: null,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<TStaffHome>('/reports/staff-home', { method: 'POST', signal: controller.signal }).then(
      (data) => setState({ data, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: null, failed: true });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
