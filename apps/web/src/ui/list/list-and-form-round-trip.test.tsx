import { TextInput } from '@mantine/core';
import { length, notEmpty } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkValue, resourceClient } from '../../lib/resource/resource-client';
import { resourceItemQuery, useResourceMutations } from '../../lib/resource/resource-queries';
import { clearFormState } from '../../test/clear-form-state';
import { FormFrame } from '../form/form-frame';
import { TransactionType, useTransactions } from '../form/transaction-store';
import { fakeResourceServer } from '../test/fake-resource-server';
import { layOutScroller, renderWithApp } from '../test/render-with-app';
import { ListScreen } from './list-screen';

/** The internal example: a list of words and a dialog form, as a wizard would build them. */
type Word = { id: string; title: string; version: number };
const words = resourceClient<Word, { title: string }>('/words');
const ZWordForm = z.object({ title: z.string().check(notEmpty(), length({ max: 40 })) });

function WordDialog({ id, onClose }: { id?: string; onClose: () => void }) {
  const load = useQuery({ ...resourceItemQuery(words, id ?? ''), enabled: id !== undefined });
  const { add, edit } = useResourceMutations(words);
  return (
    <FormFrame<{ title: string; id?: string; version?: number }>
      variant="dialog"
      size="small"
      title={id ? 'Edit word' : 'New word'}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={{ title: '' }}
      schema={ZWordForm}
      checks={{ title: checkValue(words, 'title', id ? { excludeId: id } : {}) }}
      onSubmit={(values) => (id ? edit.mutateAsync(values as Word) : add.mutateAsync(values))}
      onClose={onClose}
    >
      {(form) => <TextInput label="Title" {...form.inputProps('title')} />}
    </FormFrame>
  );
}

function WordsScreen() {
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  return (
    <>
      <ListScreen
        client={words}
        title="Words"
        rowText={(word) => word.title}
        onAdd={() => setOpen({})}
        onEdit={(word) => setOpen({ id: word.id })}
        deletable
      />
      {open ? <WordDialog id={open.id} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutScroller();
  clearFormState();
});
afterEach(() => {
  restoreLayout();
  clearFormState();
});

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Words' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('a list and a dialog form against a resource server', { timeout: 30_000 }, () => {
  it('adds, flags a duplicate while typing, edits, refuses a stale edit, deletes and recovers', async () => {
    const user = userEvent.setup();
    const server = fakeResourceServer('/words', ['apple', 'banana']);
    renderWithApp(<WordsScreen />);
    await waitFor(() => expect(rowTitles()).toEqual(['apple', 'banana']));
    expect(server.calls[0]?.query.toString()).toBe('Skip=0&Take=50');

    // Add: OK stays disabled until valid; a taken title is flagged while typing.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New word' });
    const title = within(dialog).getByLabelText('Title');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveProperty('disabled', true);
    expect(within(dialog).queryByText('Required')).toBeNull();
    await user.type(title, 'Apple');
    expect(ok).toHaveProperty('disabled', true);
    expect(await within(dialog).findByText('This value is already in use')).toBeTruthy();
    const check = server.calls.find((call) => call.method === 'HEAD');
    expect(check?.path).toBe('/words/title/check');
    expect(check?.query.get('value')).toBe('Apple');
    expect(server.calls.filter((call) => call.method === 'HEAD')).toHaveLength(1);
    expect(ok).toHaveProperty('disabled', true);
    await user.clear(title);
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    await user.type(title, 'cherry');
    // Pending until the server answers for this value: OK waits.
    expect(within(dialog).getByText('Checking…')).toBeTruthy();
    expect(ok).toHaveProperty('disabled', true);
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    expect(within(dialog).queryByText('Checking…')).toBeNull();
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New word' })).toBeNull());
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'cherry' });
    await waitFor(() => expect(rowTitles()).toEqual(['apple', 'banana', 'cherry']));
    expect(await screen.findByText('The new record was saved.')).toBeTruthy();

    // Edit: the form renders once the record is loaded; the record keeps its own title unchecked.
    await user.click(screen.getByRole('button', { name: 'Edit banana' }));
    const editDialog = await screen.findByRole('dialog', { name: 'Edit word' });
    const editTitle = await within(editDialog).findByLabelText('Title');
    expect((editTitle as HTMLInputElement).value).toBe('banana');
    await user.clear(editTitle);
    await user.type(editTitle, 'blueberry');
    const apply = within(editDialog).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    await waitFor(() => expect(server.records[1]).toMatchObject({ title: 'blueberry', version: 2 }));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: 'id-2',
      title: 'blueberry',
      version: 1,
    });

    // Someone else saves first: the next edit is refused and the input kept.
    server.saveElsewhere('id-2', 'blackberry');
    await user.clear(editTitle);
    await user.type(editTitle, 'boysenberry');
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    expect(await within(editDialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Someone else saved this record first'),
    );
    expect((editTitle as HTMLInputElement).value).toBe('boysenberry');
    expect(server.records[1]?.title).toBe('blackberry');

    // Cancel with unsaved changes asks; discarding closes.
    await user.click(within(editDialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Lose changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit word' })).toBeNull());
    await waitFor(() => expect(rowTitles()).toEqual(['apple', 'blackberry', 'cherry']));

    // Delete asks, soft-deletes, and offers Recover.
    await user.click(screen.getByRole('button', { name: 'Delete apple' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowTitles()).toEqual(['blackberry', 'cherry']));
    expect(server.records[0]?.deleted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Recover' }));
    await waitFor(() => expect(rowTitles()).toEqual(['apple', 'blackberry', 'cherry']));
    expect(server.calls.some((call) => call.method === 'POST' && call.path === '/words/recover/id-1')).toBe(
      true,
    );
  });

  it('undoes and redoes with the keyboard and asks before Escape loses changes', async () => {
    const user = userEvent.setup();
    fakeResourceServer('/words', []);
    renderWithApp(<WordsScreen />);
    expect(await screen.findByText('Not results')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New word' });
    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    await user.type(title, 'kiwi');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    await user.type(title, 's');
    expect(title.value).toBe('kiwis');
    await user.keyboard('{Control>}z{/Control}');
    expect(title.value).toBe('kiwi');
    await user.keyboard('{Control>}z{/Control}');
    expect(title.value).toBe('');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(title.value).toBe('kiwi');
    await user.keyboard('{Control>}y{/Control}');
    expect(title.value).toBe('kiwis');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'New word' })).toBeTruthy();
    expect(title.value).toBe('kiwis');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Lose changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New word' })).toBeNull());
    expect(useTransactions.getState().transactions).toEqual({});
  });
});
