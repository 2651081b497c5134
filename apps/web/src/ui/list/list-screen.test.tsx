import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceClient } from '../../lib/resource/resource-client';
import { server as mockApi } from '../../test/msw-server';
import { fakeResourceServer } from '../test/fake-resource-server';
import { layOutScroller, renderWithApp } from '../test/render-with-app';
import { LIST_ROW_HEIGHT_PX, ListScreen } from './list-screen';

type Word = { id: string; title: string; version: number };
const words = resourceClient<Word>('/words');
const titles = Array.from({ length: 120 }, (_, index) => `word ${String(index + 1).padStart(3, '0')}`);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutScroller(340);
});
afterEach(() => {
  restoreLayout();
  vi.useRealTimers();
});

const lists = (server: ReturnType<typeof fakeResourceServer>) =>
  server.calls.filter((call) => call.method === 'GET').map((call) => call.query.toString());

describe('the list screen', { timeout: 20_000 }, () => {
  it('draws only the rows in view plus 10, and loads the next page within 5 rows of the end', async () => {
    const server = fakeResourceServer('/words', titles);
    renderWithApp(<ListScreen client={words} title="Words" rowText={(word) => word.title} />, 'es');
    const list = await screen.findByRole('list', { name: 'Words' });
    // 340 px show 10 rows of 34 px; 10 more are drawn below.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(list.style.height).toBe(`${50 * LIST_ROW_HEIGHT_PX}px`);
    expect(lists(server)).toEqual(['Skip=0&Take=50']);

    const scroller = screen.getByTestId('list-scroller');
    // Rows 26-35 in view and 10 more drawn: after the last drawn (45th) only 5 of the 50 loaded are left.
    // jsdom keeps no scroll position: the scroller says where it is.
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 25 * LIST_ROW_HEIGHT_PX });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(lists(server)).toEqual(['Skip=0&Take=50', 'Skip=50&Take=50']));
    await waitFor(() => expect(list.style.height).toBe(`${100 * LIST_ROW_HEIGHT_PX}px`));
    expect(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('100');
  });

  it('filters 500 ms after the last key and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const server = fakeResourceServer('/words', ['apple', 'apricot', 'banana']);
    renderWithApp(<ListScreen client={words} title="Words" rowText={(word) => word.title} />, 'es');
    await screen.findByRole('list', { name: 'Words' });
    await user.type(screen.getByLabelText('Filtrar'), 'ap');
    expect(lists(server)).toEqual(['Skip=0&Take=50']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 550)));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Words' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(lists(server)).toEqual(['Skip=0&Take=50', 'SearchValue=ap&Skip=0&Take=50']);
    await user.type(screen.getByLabelText('Filtrar'), 'zzz');
    expect(await screen.findByText('Sin resultados', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows a spinner over the list while it loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi.use(
      http.get('/api/words', async () => {
        await gate;
        return HttpResponse.json({ items: [], total: 0 });
      }),
    );
    renderWithApp(<ListScreen client={words} title="Words" rowText={(word) => word.title} />);
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Not results')).toBeNull();
    release();
    expect(await screen.findByText('Not results')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Loading…')).toBeNull());
  });
});
