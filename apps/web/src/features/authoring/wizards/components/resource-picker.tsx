import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FILTER_DEBOUNCE_MS, type TLocalizedText } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../../api/query-keys';
import { useLocalized } from '../../../../lib/use-localized';
import { slotResources } from '../api/carousel-clients';

/** How many matches the list offers (the search narrows it down). */
const PICK_PAGE = 50;

export type PickedResource = { id: string; title: TLocalizedText };

/**
 * A course, lesson or exam chosen from the staff list of its resource, searched on the server 500 ms
 * after typing. The chosen item keeps its name even when the search no longer lists it.
 */
export function ResourcePicker({
  type,
  label,
  value,
  onChange,
  error,
  description,
}: {
  type: keyof typeof slotResources;
  label: ReactNode;
  value: string;
  onChange: (picked: PickedResource | null) => void;
  error?: ReactNode;
  description?: ReactNode;
}) {
  const { t } = useTranslation('wizards');
  const text = useLocalized();
  const client = slotResources[type];
  const [search, setSearch] = useState('');
  const [searchValue] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: resourceKeys.of(client.url, 'pick', searchValue),
    queryFn: ({ signal }) =>
      client.list({ SearchValue: searchValue.trim() || null, Skip: 0, Take: PICK_PAGE }, signal),
  });
  const items: PickedResource[] = found.data?.items ?? [];
  const listed = items.some((item) => item.id === value);
  // An edit's resource may be beyond the first page: read it for its name.
  const chosen = useQuery({
    queryKey: resourceKeys.item(client.url, value),
    queryFn: ({ signal }) => client.find(value, signal),
    enabled: value !== '' && !listed && found.isSuccess,
  });
  const options = [...items, ...(chosen.data && !listed ? [chosen.data] : [])];
  const [picked, setPicked] = useState<PickedResource | null>(null);
  if (picked && picked.id === value && !options.some((option) => option.id === value)) options.push(picked);
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('carousel.resource.search')}
      searchable
      clearable
      data={options.map((option) => ({ value: option.id, label: text(option.title) }))}
      value={value || null}
      onChange={(id) => {
        const option = options.find((candidate) => candidate.id === id) ?? null;
        setPicked(option);
        onChange(option);
      }}
      onSearchChange={setSearch}
      // The server filters; every option it answered is offered.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? '…' : t('carousel.resource.none')}
      error={error}
    />
  );
}
