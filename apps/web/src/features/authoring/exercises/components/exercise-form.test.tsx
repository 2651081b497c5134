import { EXERCISE_TYPES, type TExerciseType } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFormState } from '../../../../test/clear-form-state';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { EXERCISE_ID, fakeAuthoringServer } from '../test/fake-authoring-server';
import { sampleDefinitions } from '../test/sample-definitions';
import { ExerciseForm } from './exercise-form';

beforeEach(clearFormState);
afterEach(clearFormState);

/**
 * Per type: the first answer input (emptied, it must say 'Please provide all the answers'), and a field
 * error the server answers with (its ModelState path and code) and the text the form shows for it.
 */
const cases: Record<
  TExerciseType,
  { answer: string; field: string; code: string; text: RegExp; shownOn?: string }
> = {
  'single-choice': {
    answer: 'Option 1',
    field: 'definition.options',
    code: 'exercise.single-correct-answer-required',
    text: /exactly one correct answer/,
  },
  'multiple-choice': {
    answer: 'Option 1',
    field: 'definition.options',
    code: 'exercise.one-correct-answer-required',
    text: /At least one correct answer is required/,
  },
  'fill-in-blank': {
    answer: 'Blank 1, answer 1',
    field: 'definition.blanks',
    code: 'exercise.blank-count-mismatch',
    text: /number of blanks does not match/,
  },
  'word-order': {
    answer: 'Word 1',
    field: 'definition.words.1',
    code: 'exercise.provide-all-answers',
    text: /Please provide all the answers/,
    shownOn: 'Word 2',
  },
  matching: {
    answer: 'Left 1 (English)',
    field: 'definition.pairs',
    code: 'exercise.duplicate-option',
    text: /There are repeated options/,
  },
  listening: {
    answer: 'Accepted answer 1',
    field: 'definition.accepted',
    code: 'exercise.one-correct-answer-required',
    text: /At least one correct answer is required/,
  },
};

/** The text that describes an input (its error, Mantine links it with aria-describedby). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const value = (element: HTMLElement) => (element as HTMLInputElement).value;
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

async function openExercise(type: TExerciseType) {
  const server = fakeAuthoringServer(sampleDefinitions[type]);
  const onClose = vi.fn();
  renderWithApp(<ExerciseForm id={EXERCISE_ID} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit exercise' });
  await waitFor(() =>
    expect(value(within(dialog).getByLabelText('Instruction (Spanish)'))).toBe(
      sampleDefinitions[type].prompt,
    ),
  );
  return { server, dialog, onClose };
}

describe('the exercise form: one editor per type', { timeout: 30_000 }, () => {
  it.each(EXERCISE_TYPES)(
    '%s: every answer is required, and the server’s field errors land on their input',
    async (type) => {
      const user = userEvent.setup();
      const { server, dialog, onClose } = await openExercise(type);
      const spec = cases[type];
      const ok = within(dialog).getByRole('button', { name: 'OK' });
      const answer = within(dialog).getByLabelText(spec.answer, { exact: true });
      const before = (answer as HTMLInputElement).value;

      // The rule of the shared schema, on the emptied answer; OK waits for a valid form.
      await user.clear(answer);
      await waitFor(() => expect(descriptionOf(answer)).toMatch(/Please provide all the answers/));
      expect(disabled(ok)).toBe(true);
      await user.type(answer, before);
      await waitFor(() => expect(descriptionOf(answer)).not.toMatch(/Please provide all the answers/));

      // The server refuses: its ModelState entry shows, translated, on the field (or the list) it names.
      server.refuseNextSave([{ field: spec.field, code: spec.code }]);
      await waitFor(() => expect(disabled(ok)).toBe(false));
      await user.click(ok);
      if (spec.shownOn) {
        const input = within(dialog).getByLabelText(spec.shownOn, { exact: true });
        await waitFor(() => expect(descriptionOf(input)).toMatch(spec.text));
      } else {
        expect((await within(dialog).findByTestId('list-error')).textContent).toMatch(spec.text);
      }
      expect(await screen.findByText('invalid operation')).toBeTruthy();
      expect(onClose).not.toHaveBeenCalled();
      const put = server.calls.find((call) => call.method === 'PUT');
      expect(put?.body).toMatchObject({ id: EXERCISE_ID, version: 1, definition: sampleDefinitions[type] });

      // Editing the field answers the error; the next save closes the form.
      const named = spec.shownOn ? within(dialog).getByLabelText(spec.shownOn, { exact: true }) : answer;
      await user.type(named, ' ');
      await user.type(named, '{Backspace}');
      await waitFor(() => expect(within(dialog).queryByText(spec.text)).toBeNull());
      await user.click(ok);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    },
  );

  it('multiple choice: no option marked correct is refused before sending', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await openExercise('multiple-choice');
    await user.click(within(dialog).getByLabelText('Option 1 is correct'));
    await user.click(within(dialog).getByLabelText('Option 2 is correct'));
    expect((await within(dialog).findByTestId('list-error')).textContent).toMatch(
      'At least one correct answer is required',
    );
    expect(disabled(within(dialog).getByRole('button', { name: 'OK' }))).toBe(true);
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('single choice: marking an option correct unmarks the other; the preview shows no answer', async () => {
    const user = userEvent.setup();
    const { dialog } = await openExercise('single-choice');
    await user.click(within(dialog).getByLabelText('Option 2 is correct'));
    expect(checked(within(dialog).getByLabelText('Option 1 is correct'))).toBe(false);
    const preview = within(dialog).getByRole('region', { name: 'Student preview' });
    expect(checked(within(preview).getByRole('radio', { name: 'Fine, thanks' }))).toBe(false);
    expect(checked(within(preview).getByRole('radio', { name: 'Good night' }))).toBe(false);
  });

  it('fill in the blank: each ___ of the text gets its answers; a text without one says so', async () => {
    const user = userEvent.setup();
    const { dialog } = await openExercise('fill-in-blank');
    const text = within(dialog).getByLabelText('Text with blanks');
    await user.type(text, ' She ___ here.');
    const second = await within(dialog).findByLabelText('Blank 2, answer 1');
    expect(value(second)).toBe('');
    expect(disabled(within(dialog).getByRole('button', { name: 'OK' }))).toBe(true);
    await user.type(second, 'is');
    await waitFor(() => expect(disabled(within(dialog).getByRole('button', { name: 'OK' }))).toBe(false));
    // The preview shows both blanks as the student will fill them.
    const preview = within(dialog).getByRole('region', { name: 'Student preview' });
    expect(within(preview).getByLabelText('Blank 2')).toBeTruthy();

    await user.clear(text);
    await user.type(text, 'No blanks here.');
    expect((await within(dialog).findByTestId('list-error')).textContent).toMatch(
      'The number of blanks does not match the answers',
    );
    expect(disabled(within(dialog).getByRole('button', { name: 'OK' }))).toBe(true);
  });

  it('changing the type keeps the instruction and asks for the new answers', async () => {
    const user = userEvent.setup();
    const { dialog } = await openExercise('single-choice');
    await user.click(within(dialog).getByLabelText('Exercise type'));
    await user.click(await screen.findByRole('option', { name: 'Matching', hidden: true }));
    expect(value(within(dialog).getByLabelText('Instruction (Spanish)'))).toBe(
      sampleDefinitions['single-choice'].prompt,
    );
    expect(value(within(dialog).getByLabelText('Left 1 (English)'))).toBe('');
    expect(disabled(within(dialog).getByRole('button', { name: 'OK' }))).toBe(true);
  });
});
