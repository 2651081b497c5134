import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FILTER_DEBOUNCE_MS, MULTI_SELECT_DROPDOWN_HEIGHT_PX } from '@puente/shared';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nearBottom } from './load-more';

/** An option of a select list (spec section 3): key and description. */
export type SelectOption = { key: string; description: string };

/** One page of a search: what the server found from `skip` on, and whether there is no more. */
type SelectPage = { items: SelectOption[]; done: boolean };
export type LoadSelectPage = (filter: { searchValue: string; skip: number }) => Promise<SelectPage>;

/**
 * A multi-select that searches on the server: the search text is sent 500 ms after the last keystroke,
 * and the next page is asked for once the list is scrolled within 350 px of its bottom (dropdown 190 px
 * high). Placeholder 'Select', 'No results' when nothing matches.
 */
export function SearchMultiSelect({
  label,
  value,
  onChange,
  load,
  error,
  inDialog = false,
}: {
  label: ReactNode;
  /** The chosen options (their descriptions are shown as chips). */
  value: SelectOption[];
  onChange: (value: SelectOption[]) => void;
  load: LoadSelectPage;
  error?: ReactNode;
  /**
   * Drawn in a dialog: the list stays inside it (not in a portal the dialog hides from assistive
   * technology and its focus trap).
   */
  inDialog?: boolean;
}) {
  const { t } = useTranslation('widgets');
  const [search, setSearch] = useState('');
  const [searchValue] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const [items, setItems] = useState<SelectOption[]>([]);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [opened, setOpened] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  // The search the list shows; a late answer of an older search is dropped.
  const generation = useRef(0);

  const loadPage = useCallback(
    async (skip: number) => {
      const mine = generation.current;
      setLoading(true);
      try {
        const page = await load({ searchValue, skip });
        if (mine !== generation.current) return;
        setItems((previous) => (skip === 0 ? page.items : [...previous, ...page.items]));
        setDone(page.done);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [load, searchValue],
  );

  useEffect(() => {
    if (!opened) return;
    generation.current += 1;
    setDone(false);
    void loadPage(0);
  }, [opened, loadPage]);

  const onScroll = () => {
    const element = viewport.current;
    if (element && !loading && !done && nearBottom(element)) void loadPage(items.length);
  };

  // The chosen options stay listed (with their descriptions) whatever the search shows.
  const known = new Map([...value, ...items].map((option) => [option.key, option]));
  const data = [...known.values()].map((option) => ({ value: option.key, label: option.description }));
  return (
    <MultiSelect
      label={label}
      error={error}
      data={data}
      value={value.map((option) => option.key)}
      onChange={(keys) => onChange(keys.flatMap((key) => known.get(key) ?? []))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; the list shows what it answered.
      filter={({ options }) => options}
      placeholder={value.length === 0 ? t('multiSelect.placeholder') : undefined}
      nothingFoundMessage={loading ? t('multiSelect.loading') : t('multiSelect.nothingFound')}
      maxDropdownHeight={MULTI_SELECT_DROPDOWN_HEIGHT_PX}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      rightSection={loading ? <Loader size={14} /> : undefined}
      scrollAreaProps={{ viewportRef: viewport, onScrollPositionChange: onScroll }}
      comboboxProps={inDialog ? { withinPortal: false } : undefined}
    />
  );
}
