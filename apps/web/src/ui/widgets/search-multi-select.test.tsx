import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/set-locale';
import { renderWidget } from '../test/render-widget';
import { type LoadSelectPage, SearchMultiSelect, type SelectOption } from './search-multi-select';

const words = Array.from({ length: 45 }, (_, index) => ({
  key: `w${index}`,
  description: `Palabra ${index}`,
}));

/** A fake server: pages of 20 over the words that contain the search; records each call. */
function server() {
  const calls: { searchValue: string; skip: number }[] = [];
  const load: LoadSelectPage = async (filter) => {
    calls.push(filter);
    const found = words.filter((word) => word.description.includes(filter.searchValue));
    const items = found.slice(filter.skip, filter.skip + 20);
    return { items, done: filter.skip + items.length >= found.length };
  };
  return { calls, load };
}

function Harness({ load, chosen }: { load: LoadSelectPage; chosen: SelectOption[][] }) {
  const [value, setValue] = useState<SelectOption[]>([]);
  return (
    <SearchMultiSelect
      label="Palabras"
      value={value}
      load={load}
      onChange={(next) => {
        setValue(next);
        chosen.push(next);
      }}
    />
  );
}

describe('the search multi-select', () => {
  afterEach(() => setLocale('es'));

  it("says 'Seleccione', loads a page on opening and the next near the bottom, and picks with the keyboard", async () => {
    const { calls, load } = server();
    const chosen: SelectOption[][] = [];
    const { user } = renderWidget(<Harness load={load} chosen={chosen} />);
    const input = screen.getByRole('combobox', { name: 'Palabras' });
    expect(input.getAttribute('placeholder')).toBe('Seleccione');
    await user.click(input);
    await screen.findByRole('option', { name: 'Palabra 19' });
    expect(calls).toEqual([{ searchValue: '', skip: 0 }]);

    // The list's viewport scrolled to within 350 px of its bottom.
    const viewport = document.querySelector('.mantine-ScrollArea-viewport') as HTMLElement;
    Object.defineProperties(viewport, {
      scrollHeight: { configurable: true, value: 700 },
      clientHeight: { configurable: true, value: 190 },
      scrollTop: { configurable: true, value: 200 },
    });
    fireEvent.scroll(viewport);
    await screen.findByRole('option', { name: 'Palabra 39' });
    expect(calls.at(-1)).toEqual({ searchValue: '', skip: 20 });

    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen.at(-1)).toEqual([words[0]]);
  });

  it("searches 500 ms after typing and says 'Sin resultados' when nothing matches", async () => {
    const { calls, load } = server();
    const { user } = renderWidget(<Harness load={load} chosen={[]} />);
    const input = screen.getByRole('combobox', { name: 'Palabras' });
    await user.click(input);
    await screen.findByRole('option', { name: 'Palabra 0' });
    await user.type(input, 'zz');
    expect(calls).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    await waitFor(() => expect(calls.at(-1)).toEqual({ searchValue: 'zz', skip: 0 }));
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
  });

  it("speaks English: 'Select' and 'No results'", async () => {
    const load: LoadSelectPage = async () => ({ items: [], done: true });
    const { user } = renderWidget(<Harness load={load} chosen={[]} />, 'en');
    const input = screen.getByRole('combobox', { name: 'Palabras' });
    expect(input.getAttribute('placeholder')).toBe('Select');
    await user.click(input);
    expect(await screen.findByText('No results')).toBeTruthy();
  });
});
