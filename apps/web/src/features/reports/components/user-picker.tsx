import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { REPORT_MAX_USERS } from '@puente/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportUsers } from '../api/report-users-query';

/**
 * Several users of the school, searched by name or e-mail; the list loads the next page as it is scrolled
 * to its end. The chosen users keep their names while other pages are shown.
 */
export function UserPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('reports');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useReportUsers(debounced);
  const names = useRef(new Map<string, string>());
  const loaded = query.data?.pages.flatMap((page) => page.items) ?? [];
  for (const user of loaded) names.current.set(user.id, `${user.name} · ${user.email}`);
  const ids = new Set([...value, ...loaded.map((user) => user.id)]);
  const data = [...ids].map((id) => ({ value: id, label: names.current.get(id) ?? id }));
  return (
    <MultiSelect
      label={t('users.label')}
      placeholder={value.length === 0 ? t('users.all') : undefined}
      description={t('users.hint', { max: REPORT_MAX_USERS })}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      maxValues={REPORT_MAX_USERS}
      clearable
      hidePickedOptions
      nothingFoundMessage={query.isFetching ? t('users.loading') : t('users.none')}
      maxDropdownHeight={260}
      scrollAreaProps={{
        onBottomReached: () => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        },
      }}
    />
  );
}
