import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DICTIONARY_QUERY_MAX, type TDictionaryHit } from '@puente/shared';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { useDictionaryEntry } from '../api/dictionary-entry';
import { type DirectionChoice, useDictionarySearch } from '../api/search-dictionary';
import { DictionaryAttribution } from '../components/dictionary-attribution';
import { EntryView } from '../components/entry-view';
import { FalseFriendFlags } from '../components/false-friend-flags';
import { SearchResults } from '../components/search-results';
import { registerDictionaryTexts } from '../dictionary-texts';

const DEBOUNCE_MS = 500;
const DIRECTIONS: DirectionChoice[] = ['auto', 'en-es', 'es-en'];
const isDirection = (value: string | null): value is DirectionChoice =>
  DIRECTIONS.includes(value as DirectionChoice);
/** Mantine's `md` breakpoint: below it the list and the entry take turns. */
const isNarrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 62em)').matches;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An address that cannot name an entry is not asked for: it is not found. */
function EntryPanel({ id, linkTo, focus }: { id: string; linkTo: (id: string) => string; focus: boolean }) {
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

/**
 * /dictionary and /dictionary/:entryId — one search box (both directions, detected or chosen), results
 * as you type in a virtual list that the arrow keys move through and Enter opens, and the entry beside
 * it (on a phone, instead of it). The text and the direction live in the address (`?q=…&dir=…`).
 */
export default function DictionaryPage() {
  registerDictionaryTexts();
  const { t } = useTranslation('dictionary');
  const { entryId } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dir = isDirection(params.get('dir')) ? (params.get('dir') as DirectionChoice) : 'auto';
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // The option the arrow keys are on, for the search it was chosen in (a new search starts with none).
  const [active, setActive] = useState({ search: '', index: -1 });
  const [openedByKey, setOpenedByKey] = useState(false);
  const listboxId = useId();
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);
  useDocumentTitle(t('title'));

  // The address follows the text once typing pauses (replace: no history entry per letter).
  useEffect(() => {
    if ((params.get('q') ?? '') === debounced) return;
    const next = new URLSearchParams(params);
    if (debounced) next.set('q', debounced);
    else next.delete('q');
    setParams(next, { replace: true });
  }, [debounced, params, setParams]);

  const search = useDictionarySearch(debounced, dir);
  const hits = useMemo(() => search.data?.pages.flatMap((page) => page.items) ?? [], [search.data]);
  const detected = search.data?.pages[0]?.direction ?? null;
  const searchKey = `${dir}:${debounced}`;
  const activeIndex = active.search === searchKey ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ search: searchKey, index });

  const query = params.toString();
  const linkTo = useCallback((id: string) => `/dictionary/${id}${query ? `?${query}` : ''}`, [query]);
  const open = (hit: TDictionaryHit, byKey = false) => {
    setOpenedByKey(byKey && isNarrow());
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

  const setDirection = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'auto') next.delete('dir');
    else next.set('dir', value);
    setParams(next, { replace: true });
  };

  const waiting = debounced !== '' && search.isPending;
  const typing = text.trim() !== debounced;
  let status: string;
  if (debounced === '') status = t('search.hint');
  else if (waiting || (typing && search.isFetching)) status = t('search.searching');
  else if (search.isError) status = errorText(search.error);
  else if (hits.length === 0) status = t('search.empty', { query: debounced });
  else status = t('search.count', { count: hits.length });

  const entryOpen = Boolean(entryId);
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Grid gap="lg">
          {/* On a phone the list and the entry take turns. */}
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom={entryOpen ? 'md' : undefined}>
            <Stack gap="sm">
              <TextInput
                label={t('search.label')}
                placeholder={t('search.placeholder')}
                value={text}
                maxLength={DICTIONARY_QUERY_MAX}
                onChange={(event) => setText(event.currentTarget.value)}
                onKeyDown={onKeyDown}
                // One box on the screen, which is there to type in.
                autoFocus={!entryOpen || !isNarrow()}
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={hits.length > 0}
                aria-controls={listboxId}
                aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="search"
                rightSection={waiting || search.isFetching ? <Loader size="xs" /> : null}
              />
              <SegmentedControl
                aria-label={t('direction.label')}
                value={dir}
                onChange={setDirection}
                fullWidth
                size="xs"
                // Short labels fit a phone; screen readers hear the whole name.
                data={DIRECTIONS.map((value) => ({
                  value,
                  label: (
                    <>
                      <span aria-hidden="true">{t(`direction.short.${value}`)}</span>
                      <VisuallyHidden>{t(`direction.${value}`)}</VisuallyHidden>
                    </>
                  ),
                }))}
              />
              <Text size="sm" c={search.isError ? 'red.8' : 'dimmed'} role="status" aria-live="polite">
                {status}
                {dir === 'auto' && detected && hits.length > 0 && !search.isError
                  ? ` · ${t('direction.detected', { direction: t(`direction.${detected}`) })}`
                  : ''}
              </Text>
              {search.isError && (
                <Alert color="red" role="alert" title={errorText(search.error)}>
                  <Button
                    mt="xs"
                    size="xs"
                    variant="outline"
                    color="red.9"
                    onClick={() => void search.refetch()}
                  >
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
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} visibleFrom={entryOpen ? undefined : 'md'}>
            {entryId ? (
              <Stack gap="sm">
                <Anchor component={Link} to={`/dictionary${query ? `?${query}` : ''}`} hiddenFrom="md">
                  {`← ${t('entry.back')}`}
                </Anchor>
                <EntryPanel key={entryId} id={entryId} linkTo={linkTo} focus={openedByKey || isNarrow()} />
              </Stack>
            ) : (
              <Text c="dimmed">{t('entry.choose')}</Text>
            )}
          </Grid.Col>
        </Grid>
        <DictionaryAttribution />
      </Stack>
    </Container>
  );
}
