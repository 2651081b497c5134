import { TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { errorCatalog, length, notEmpty } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useStore } from 'zustand';
import { apiFetch } from '../../lib/api-client';
import { clearFormState } from '../../test/clear-form-state';
import { server } from '../../test/msw-server';
import { pinBoards } from '../pins/pin-board-store';
import { renderWithApp } from '../test/render-with-app';
import { FormFrame, type FormFrameProps } from './form-frame';
import { TransactionPhase, TransactionType, useTransactions } from './transaction-store';

type Model = { title: string; note: string };
const ZModel = z.object({ title: z.string().check(notEmpty(), length({ max: 10 })), note: z.string() });

/** Answers the form's save (POST /things) and load (GET /things/1) with `answer`, after `gate` resolves when given. */
function stubFetch(answer: () => Response, gate?: Promise<void>) {
  const calls: { url: string; init: { method: string; body: string } }[] = [];
  const respond = async ({ request }: { request: Request }) => {
    const address = new URL(request.url);
    calls.push({ url: address.pathname, init: { method: request.method, body: await request.text() } });
    await gate;
    return answer();
  };
  server.use(http.post('/api/things', respond), http.get('/api/things/1', respond));
  return calls;
}
const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });

function Frame(props: Partial<FormFrameProps<Model>> & { onClose?: () => void }) {
  return (
    <FormFrame<Model>
      variant="dialog"
      title="Thing"
      type={TransactionType.Add}
      schema={ZModel}
      initialValues={{ title: '', note: '' }}
      onSubmit={(values) => apiFetch('/things', { method: 'POST', body: values })}
      onClose={() => undefined}
      {...(props as object)}
    >
      {(form) => (
        <>
          <TextInput label="Title" {...form.inputProps('title')} />
          <TextInput label="Note" {...form.inputProps('note')} />
        </>
      )}
    </FormFrame>
  );
}

beforeEach(clearFormState);
afterEach(clearFormState);

describe('the form frame', { timeout: 20_000 }, () => {
  it('asks its confirm question before saving (ConfirmAndCommit): back keeps the input and sends nothing, yes saves', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => json({}));
    const phases = () => Object.values(useTransactions.getState().transactions).map((t) => t.phase);
    renderWithApp(
      <Frame
        confirm={(values) => ({ title: 'Save it?', text: `Title: ${values.title}`, yes: 'Save' })}
        buttons={['cancel', 'ok']}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    await user.type(within(dialog).getByLabelText('Title'), 'Hola');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const question = await screen.findByRole('dialog', { name: 'Save it?' });
    expect(question.textContent).toContain('Title: Hola');
    expect(phases()).toEqual([TransactionPhase.ConfirmAndCommit]);
    // A second OK while the question is open asks nothing more.
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getAllByRole('dialog', { name: 'Save it?' })).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save it?' })).toBeNull());
    expect(phases()).toEqual([TransactionPhase.InProgress]);
    expect(calls).toHaveLength(0);
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Hola');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save it?' })).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ title: 'Hola', note: '' });
  });

  it('shows a field error only once the field is edited; OK and Apply wait for a valid form', async () => {
    const user = userEvent.setup();
    stubFetch(() => json({}));
    renderWithApp(<Frame />);
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    expect(within(dialog).queryByText('Required')).toBeNull();
    await user.type(within(dialog).getByLabelText('Note'), 'x');
    expect(within(dialog).queryByText('Required')).toBeNull();
    await user.type(within(dialog).getByLabelText('Title'), 'far too long a title');
    expect(within(dialog).getByText('At most 10 characters')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Title'));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
  });

  it("puts an 'invalid' answer's ModelState on its fields until they change", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() =>
      json(
        {
          code: 'invalid',
          message: 'Invalid operation',
          errorInfo: {
            ModelState: [
              { field: 'note', code: 'length', message: 'Too long for the server' },
              { field: 'title', code: 'duplicate', message: '' },
            ],
          },
        },
        400,
      ),
    );
    renderWithApp(<Frame />);
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    await user.type(within(dialog).getByLabelText('Title'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Too long for the server')).toBeTruthy();
    expect(within(dialog).getByText('This value is already in use')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('invalid operation')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Note'), 'x');
    expect(within(dialog).queryByText('Too long for the server')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Title'), 'k');
    expect(within(dialog).queryByText('This value is already in use')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveProperty('disabled', false);
  });

  it('answers other failures with the default handler dialog, translated', async () => {
    const user = userEvent.setup();
    // The connection fails: no answer at all.
    stubFetch(() => HttpResponse.error());
    renderWithApp(<Frame />, 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    await user.type(within(dialog).getByLabelText('Title'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe(
      'no se pudo establecer comunicación con el servidor',
    );
    const [transaction] = Object.values(useTransactions.getState().transactions);
    expect(transaction?.phase).toBe(TransactionPhase.Invalid);
  });

  it("shows a refusal's own catalogued reason (409 user.last-administrator), not the generic text", async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      json({ code: 'user.last-administrator', message: 'La escuela se quedaría sin administrador' }, 409),
    );
    renderWithApp(<Frame />, 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    await user.type(within(dialog).getByLabelText('Title'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe(
      errorCatalog['user.last-administrator'].es,
    );
  });

  it('marks the required fields and says which fields keep OK and Apply disabled', async () => {
    const user = userEvent.setup();
    stubFetch(() => json({}));
    renderWithApp(<Frame />);
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    const note = within(dialog).getByLabelText('Note') as HTMLInputElement;
    // The title may not stay empty: marked; the note may.
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(title.labels?.[0]?.hasAttribute('data-required-mark')).toBe(true);
    expect(note.getAttribute('aria-required')).toBeNull();
    expect(note.labels?.[0]?.hasAttribute('data-required-mark')).toBe(false);
    // No error shows on an untouched field, but the reason OK waits does, tied to the buttons.
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveProperty('disabled', true);
    const hint = within(dialog).getByTestId('form-missing');
    expect(hint.textContent).toBe('To save, fill in or correct: Title');
    expect(ok.getAttribute('aria-describedby')).toBe(hint.id);
    expect(within(dialog).queryByText('Required')).toBeNull();
    await user.type(title, 'Hola');
    expect(within(dialog).queryByTestId('form-missing')).toBeNull();
    expect(ok).toHaveProperty('disabled', false);
    expect(ok.getAttribute('aria-describedby')).toBeNull();
  });

  it('after Apply shows the saved title and says what was saved', async () => {
    const user = userEvent.setup();
    stubFetch(() => json({ title: 'Hola', note: '' }));
    renderWithApp(
      <Frame
        savedTitle={(saved) => `Thing ${saved.title}`}
        savedText={(saved) => `Thing "${saved.title}" saved.`}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    await user.type(within(dialog).getByLabelText('Title'), 'Hola');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Thing Hola' })).toBeTruthy();
    expect(await screen.findByText('Thing "Hola" saved.')).toBeTruthy();
  });

  it('says in a sentence what a save did when the form says nothing of its own', async () => {
    const user = userEvent.setup();
    stubFetch(() => json({ title: 'Hola', note: '' }));
    renderWithApp(<Frame />, 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    await user.type(within(dialog).getByLabelText('Title'), 'Hola');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('El registro nuevo se guardó.')).toBeTruthy();
    expect(screen.queryByText('operación realizada con éxito')).toBeNull();
  });

  it('draws an edit form only once its model has loaded', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    stubFetch(() => json({ title: 'loaded', note: '' }), gate);
    function Edit() {
      const load = useQuery({ queryKey: ['thing'], queryFn: () => apiFetch<Model>('/things/1') });
      return <Frame type={TransactionType.Edit} load={load} />;
    }
    renderWithApp(<Edit />);
    const dialog = await screen.findByRole('dialog', { name: 'Thing' });
    expect(await within(dialog).findByTestId('loader')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Title')).toBeNull();
    open();
    expect(((await within(dialog).findByLabelText('Title')) as HTMLInputElement).value).toBe('loaded');
  });

  it('pins a panel into a pin board, active, and Escape closes it when nothing changed', async () => {
    const user = userEvent.setup();
    stubFetch(() => json({}));
    const onClose = vi.fn();
    function Board() {
      const board = useStore(pinBoards.right);
      const active = board.items.find((item) => item.id === board.activeItem);
      return <div data-testid="board">{active?.render()}</div>;
    }
    renderWithApp(
      <>
        <Frame variant="panel" side="right" icon="T" onClose={onClose} />
        <Board />
      </>,
    );
    const board = await screen.findByTestId('board');
    const title = await within(board).findByLabelText('Title');
    expect(pinBoards.right.getState().items.map((item) => item.title)).toEqual(['Thing']);
    title.focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a page form with its title; Escape with changes asks first', async () => {
    const user = userEvent.setup();
    stubFetch(() => json({}));
    const onClose = vi.fn();
    renderWithApp(<Frame variant="page" onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Thing' })).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'abc');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('You have unsaved changes. Do you want to lose them?')).toBeTruthy();
    const [transaction] = Object.values(useTransactions.getState().transactions);
    expect(transaction?.phase).toBe(TransactionPhase.CancelRequested);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(Object.values(useTransactions.getState().transactions)[0]?.phase).toBe(
        TransactionPhase.InProgress,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a discard dialog answered after its transaction is gone closes quietly', async () => {
    const user = userEvent.setup();
    stubFetch(() => json({}));
    renderWithApp(<Frame variant="page" />);
    await user.type(screen.getByLabelText('Title'), 'abc');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('You have unsaved changes. Do you want to lose them?')).toBeTruthy();
    useTransactions.getState().clear();
    expect(() => act(() => modals.closeAll())).not.toThrow();
    expect(useTransactions.getState().transactions).toEqual({});
  });
});
