import {
  Anchor,
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
import { DICTIONARY_QUERY_MAX } from '@puente/shared';
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { DirectionChoice } from '../api/search-dictionary';
import { DictionaryAttribution } from '../components/dictionary-attribution';
import type { SearchBoxState } from '../components/dictionary-search';
import { registerDictionaryTexts } from '../dictionary-texts';

// The search (its query, the virtual list, the entry) is a chunk of its own: the page draws its title,
// search box and direction first, without waiting for it (decision 0165).
const searchModule = () => import('../components/dictionary-search');
const DictionarySearch = lazy(() => searchModule().then((module) => ({ default: module.DictionarySearch })));
const EntryPanel = lazy(() => searchModule().then((module) => ({ default: module.EntryPanel })));

const DEBOUNCE_MS = 500;
const DIRECTIONS: DirectionChoice[] = ['auto', 'en-es', 'es-en'];
const isDirection = (value: string | null): value is DirectionChoice =>
  DIRECTIONS.includes(value as DirectionChoice);
/** Mantine's `md` breakpoint: below it the list and the entry take turns. */
const isNarrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 62em)').matches;

/**
 * The search box of the page as the server drew it (decision 0165), while it is still on the screen: read
 * during the app's first drawing of this page, before that drawing replaces it.
 */
const serverDrawnBox = () =>
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLInputElement>('#root[data-server-drawn] input[data-dictionary-box]');

/**
 * /dictionary and /dictionary/:entryId — one search box (both directions, detected or chosen), results
 * as you type in a virtual list that the arrow keys move through and Enter opens, and the entry beside
 * it (on a phone, instead of it). The text and the direction live in the address (`?q=…&dir=…`).
 */
export default function DictionaryPage() {
  registerDictionaryTexts();
  const { t } = useTranslation('dictionary');
  const { entryId } = useParams();
  const [params, setParams] = useSearchParams();
  const dir = isDirection(params.get('dir')) ? (params.get('dir') as DirectionChoice) : 'auto';
  // What was typed into the server's box before the app took over is the box's text, caret included.
  const [drawnBox] = useState(serverDrawnBox);
  const [text, setText] = useState(() => drawnBox?.value ?? params.get('q') ?? '');
  const boxRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    // Read again once the app's box has replaced it (the same task: nothing is typed in between).
    if (!drawnBox || drawnBox.isConnected) return;
    const typed = drawnBox.value;
    setText(typed);
    const box = boxRef.current;
    // Typed into: the app's box (focused by autoFocus) takes the text and the caret where they were.
    if (!box || typed === drawnBox.defaultValue || document.activeElement !== box) return;
    box.value = typed;
    box.setSelectionRange(drawnBox.selectionStart ?? typed.length, drawnBox.selectionEnd ?? typed.length);
  }, [drawnBox]);
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [openedByKey, setOpenedByKey] = useState(false);
  const [box, setBox] = useState<SearchBoxState>({ expanded: false, busy: false });
  const listboxId = useId();
  useDocumentTitle(t('title'));

  // The address follows the text once typing pauses (replace: no history entry per letter).
  useEffect(() => {
    if ((params.get('q') ?? '') === debounced) return;
    const next = new URLSearchParams(params);
    if (debounced) next.set('q', debounced);
    else next.delete('q');
    setParams(next, { replace: true });
  }, [debounced, params, setParams]);

  const query = params.toString();
  const linkTo = useCallback((id: string) => `/dictionary/${id}${query ? `?${query}` : ''}`, [query]);
  const setDirection = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'auto') next.delete('dir');
    else next.set('dir', value);
    setParams(next, { replace: true });
  };

  const entryOpen = Boolean(entryId);
  // Until the search's code is in, the status line says what it says for an empty box.
  const statusFallback = (
    <Text size="sm" c="dimmed" role="status" aria-live="polite">
      {text.trim() === '' ? t('search.hint') : t('search.searching')}
    </Text>
  );
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
                ref={boxRef}
                data-dictionary-box
                label={t('search.label')}
                placeholder={t('search.placeholder')}
                value={text}
                maxLength={DICTIONARY_QUERY_MAX}
                onChange={(event) => setText(event.currentTarget.value)}
                onKeyDown={(event) => box.onKeyDown?.(event)}
                // One box on the screen, which is there to type in.
                autoFocus={!entryOpen || !isNarrow()}
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={box.expanded}
                aria-controls={listboxId}
                aria-activedescendant={box.activeDescendant}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="search"
                rightSection={box.busy ? <Loader size="xs" /> : null}
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
              <Suspense fallback={statusFallback}>
                <DictionarySearch
                  text={text}
                  debounced={debounced}
                  dir={dir}
                  listboxId={listboxId}
                  entryId={entryId}
                  linkTo={linkTo}
                  onOpenedByKey={setOpenedByKey}
                  onSearchBox={setBox}
                />
              </Suspense>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} visibleFrom={entryOpen ? undefined : 'md'}>
            {entryId ? (
              <Stack gap="sm">
                <Anchor component={Link} to={`/dictionary${query ? `?${query}` : ''}`} hiddenFrom="md">
                  {`← ${t('entry.back')}`}
                </Anchor>
                <Suspense fallback={null}>
                  <EntryPanel key={entryId} id={entryId} linkTo={linkTo} focus={openedByKey || isNarrow()} />
                </Suspense>
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
