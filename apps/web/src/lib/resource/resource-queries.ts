import {
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { resourceKeys } from '../../api/query-keys';
import type { ResourceClient, ResourcePage, Versioned } from './resource-client';

/** A list page's size: enough rows to fill a tall screen twice. */
const LIST_PAGE_SIZE = 50;

/** One record (GET {url}/{id}). */
export const resourceItemQuery = <T extends Versioned, New>(client: ResourceClient<T, New>, id: string) =>
  queryOptions({
    queryKey: resourceKeys.item(client.url, id),
    queryFn: ({ signal }) => client.find(id, signal),
    staleTime: 0,
  });

/** Further list parameters a resource reads beside the filter (e.g. `courseId`); unset ones are left out. */
export type ListScope = Record<string, string | undefined>;

/** The filtered list, page by page (GET {url}?SearchValue=&Skip=&Take=). */
export function useResourceList<T extends Versioned, New>(
  client: ResourceClient<T, New>,
  search: string,
  scope: ListScope = {},
) {
  return useInfiniteQuery({
    queryKey: resourceKeys.list(client.url, search, scope),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.list(
        { ...scope, SearchValue: search.trim() || null, Skip: pageParam, Take: LIST_PAGE_SIZE },
        signal,
      ),
    getNextPageParam: (last: ResourcePage<T>, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

const refresh = (queryClient: QueryClient, url: string) =>
  queryClient.invalidateQueries({ queryKey: resourceKeys.of(url) });

/** Add, edit, delete and recover; each refreshes the resource's lists and records when done. */
export function useResourceMutations<T extends Versioned, New>(client: ResourceClient<T, New>) {
  const queryClient = useQueryClient();
  const done = { onSettled: () => refresh(queryClient, client.url) };
  return {
    add: useMutation({ mutationFn: client.add, ...done }),
    edit: useMutation({ mutationFn: client.edit, ...done }),
    remove: useMutation({ mutationFn: client.remove, ...done }),
    recover: useMutation({ mutationFn: client.recover, ...done }),
  };
}
