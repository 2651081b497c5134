import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeopleOptions } from '../../api/classes-query';

type Person = { id: string; name: string; email: string };
type Props = Omit<MultiSelectProps, 'data' | 'onChange' | 'value'> & {
  /** Whom it offers: students, or staff (professors and administrators). */
  people: 'students' | 'staff';
  value: string[];
  onChange: (ids: string[]) => void;
  /** The people chosen already (the class as loaded), so their names show before any search. */
  known: Person[];
};

const option = (person: Person) => ({ value: person.id, label: `${person.name} · ${person.email}` });

/**
 * Several people of the school, found by name or e-mail on the server as one types (the school may have
 * thousands): the first twenty matches, beside the ones chosen.
 */
export function PeoplePicker({ people, value, onChange, known, ...props }: Props) {
  const { t } = useTranslation('admin-users');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState(() => new Map(known.map((person) => [person.id, person])));
  const students = usePeopleOptions('Student', debounced);
  const professors = usePeopleOptions('Professor', debounced);
  const administrators = usePeopleOptions('Administrator', debounced);
  const found: Person[] = (
    people === 'students'
      ? (students.data?.items ?? [])
      : [...(professors.data?.items ?? []), ...(administrators.data?.items ?? [])]
  ).map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email }));
  const byId = new Map([...chosen, ...found.map((person) => [person.id, person] as const)]);
  const data = [
    ...value.flatMap((id) => (byId.get(id) ? [option(byId.get(id)!)] : [])),
    ...found.filter((person) => !value.includes(person.id)).map(option),
  ];
  return (
    <MultiSelect
      {...props}
      data={data}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('classes.nobodyFound')}
      hidePickedOptions
      // In the dialog: its list belongs to the dialog, for assistive technology and the focus trap.
      comboboxProps={{ withinPortal: false }}
      onChange={(ids) => {
        setChosen(new Map(ids.flatMap((id) => (byId.get(id) ? [[id, byId.get(id)!] as const] : []))));
        onChange(ids);
      }}
    />
  );
}
