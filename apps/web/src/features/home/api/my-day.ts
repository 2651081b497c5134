import type { TMyDay } from '@puente/shared';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/my-day: the student's day, asked once per visit of the home page (the one request it adds;
 * the home page has no query library, so a plain request).
 */
export function useMyDay(): { data: TMyDay | null; failed: boolean } {
  const [state, setState] = useState<{ data: TMyDay | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<TMyDay>('/my-day', { signal: controller.signal }).then(
      (data) => setState({ data, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: null, failed: true });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
