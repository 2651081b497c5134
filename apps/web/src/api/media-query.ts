import type { TMedia } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { isMediaId } from '../lib/media-ref';

/** GET /api/media/:id — an uploaded file's description; its `url` plays audio and video (signed for a day). */
export const fetchMedia = (id: string, signal?: AbortSignal) => apiFetch<TMedia>(`/media/${id}`, { signal });

const mediaQuery = (id: string) =>
  queryOptions({
    queryKey: ['media', id],
    queryFn: ({ signal }) => fetchMedia(id, signal),
    // The signed address lives until the end of the next UTC day: an hour is safely within it.
    staleTime: 60 * 60 * 1000,
  });

/**
 * The playable address of a stream origin: an uploaded file's signed address once it is read, an
 * address as it is. `pending` while an uploaded file's description is on its way.
 */
export function useStreamAddress(origin: string): { address: string; pending: boolean; failed: boolean } {
  const uploaded = isMediaId(origin);
  const media = useQuery({ ...mediaQuery(origin.trim()), enabled: uploaded });
  if (!uploaded) return { address: origin, pending: false, failed: false };
  return { address: media.data?.url ?? '', pending: media.isPending, failed: media.isError };
}
