import { Alert, Button, Text } from '@mantine/core';
import type { TDictionaryHit } from '@puente/shared';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { QueryState } from '../../../ui/query-state';
import { useDictionaryEntry } from '../api/dictionary-entry';
import { type DirectionChoice, useDictionarySearch } from '../api/search-dictionary';
import { EntryView } from './entry-view';
import { FalseFriendFlags } from './false-friend-flags';
import { SearchResults } from './search-results';

/** What the search box (drawn by the page before this code has loaded) takes from the search. */
export type SearchBoxState = {
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  expanded: boolean;
  activeDescendant?: string;
  busy: boolean;
};

/** Mantine's `md` breakpoint: below it the list and the entry take turns. */
const isNarrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 62em)').matches;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DictionarySearchProps = {
  /** The text as typed, and as searched (once typing pauses). */
  text: string;
  debounced: string;
  dir: DirectionChoice;
  listboxId: string;
  entryId: string | undefined;
  linkTo: (id: string) => string;
  onOpenedByKey: (byKey: boolean) => void;
  onSearchBox: (state: SearchBoxState) => void;
};

/**
 * The dictionary's search (its own chunk: the page draws its title and search box without waiting for
 * it): the status line, the results as a virtual listbox that the box's arrow keys move through and
 * Enter opens, and what the search box shows of them (`onSearchBox`).
 */
export function DictionarySearch(props: DictionarySearchProps) {
  const { text, debounced, dir, listboxId, entryId, linkTo, onOpenedByKey, onSearchBox } = props;
  const { t } = useTranslation('dictionary');
  const navigate = useNavigate();
  // The option the arrow keys are on, for the search it was chosen in (a new search starts with none).
  const [active, setActive] = useState({ search: '', index: -1 });
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);
  const search = useDictionarySearch(debounced, dir);
  const hits = useMemo(() => search.data?.pages.flatMap((page) => page.items) ?? [], [search.data]);
  const detected = search.data?.pages[0]?.direction ?? null;
  const searchKey = `${dir}:${debounced}`;
  const activeIndex = active.search === searchKey ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ search: searchKey, index });

  const open = (hit: TDictionaryHit, byKey = false) => {
    onOpenedByKey(byKey && isNarrow());
    navigate(linkTo(hit.id));
  };
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex(Math.min(activeIndex + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[Math.max(activeIndex, 0)];
      if (hit) open(hit, true);
    } else if (event.key === 'Escape') setActiveIndex(-1);
  };

  const waiting = debounced !== '' && search.isPending;
  const busy = waiting || search.isFetching;
  const expanded = hits.length > 0;
  const activeDescendant = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  // The box calls the latest handler (it reads this render's hits and option).
  const keyDown = useRef(onKeyDown);
  useEffect(() => {
    keyDown.current = onKeyDown;
  });
  useEffect(() => {
    onSearchBox({ onKeyDown: (event) => keyDown.current(event), expanded, activeDescendant, busy });
  }, [onSearchBox, expanded, activeDescendant, busy]);

  const typing = text.trim() !== debounced;
  let status: string;
  if (debounced === '') status = t('search.hint');
  else if (waiting || (typing && search.isFetching)) status = t('search.searching');
  else if (search.isError) status = errorText(search.error);
  else if (hits.length === 0) status = t('search.empty', { query: debounced });
  else status = t('search.count', { count: hits.length });

  return (
    <>
      <Text size="sm" c={search.isError ? 'red.8' : 'dimmed'} role="status" aria-live="polite">
        {status}
        {dir === 'auto' && detected && hits.length > 0 && !search.isError
          ? ` · ${t('direction.detected', { direction: t(`direction.${detected}`) })}`
          : ''}
      </Text>
      {search.isError && (
        <Alert color="red" role="alert" title={errorText(search.error)}>
          <Button mt="xs" size="xs" variant="outline" color="red.9" onClick={() => void search.refetch()}>
            {t('common:app.retry')}
          </Button>
        </Alert>
      )}
      <FalseFriendFlags flags={search.data?.pages[0]?.falseFriends ?? []} />
      {hits.length > 0 && (
        <SearchResults
          id={listboxId}
          hits={hits}
          activeIndex={activeIndex}
          openId={entryId}
          optionId={optionId}
          onOpen={(hit) => open(hit)}
          onHover={setActiveIndex}
          onEndReached={loadMore}
        />
      )}
      {isFetchingNextPage && (
        <Text size="xs" c="dimmed">
          {t('search.more')}
        </Text>
      )}
    </>
  );
}

/** An address that cannot name an entry is not asked for: it is not found. */
export function EntryPanel({
  id,
  linkTo,
  focus,
}: {
  id: string;
  linkTo: (id: string) => string;
  focus: boolean;
}) {
  const { t } = useTranslation();
  if (!UUID.test(id)) {
    return (
      <Alert color="red" role="alert" title={t('errors:system.not-found')}>
        {null}
      </Alert>
    );
  }
  return <FoundEntryPanel id={id} linkTo={linkTo} focus={focus} />;
}

function FoundEntryPanel({
  id,
  linkTo,
  focus,
}: {
  id: string;
  linkTo: (id: string) => string;
  focus: boolean;
}) {
  const query = useDictionaryEntry(id);
  return (
    <QueryState query={query}>
      {(entry) => <EntryView entry={entry} linkTo={linkTo} focusOnShow={focus} />}
    </QueryState>
  );
}
