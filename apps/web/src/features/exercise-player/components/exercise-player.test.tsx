import { MantineProvider } from '@mantine/core';
import type { TCheckResult, TPresentedExercise } from '@puente/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n, initI18n } from '../../../lib/i18n';
import { setLocale } from '../../../lib/set-locale';
import { ExercisePlayer } from './exercise-player';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  initI18n('es');
  setLocale('es');
});
afterEach(cleanup);

const wordOrder: TPresentedExercise = {
  id: '00000000-0000-7000-8000-000000000001',
  position: 1,
  type: 'word-order',
  prompt: 'Ordene la frase.',
  promptEn: 'Put the sentence in order.',
  question: null,
  tokens: [
    { id: 0, text: 'raining' },
    { id: 1, text: 'It' },
    { id: 2, text: 'is' },
  ],
  translation: 'Está lloviendo',
};

const wrong: TCheckResult = {
  correct: false,
  score: 33,
  items: [{ correct: false }, { correct: true }, { correct: false }],
  correctAnswer: { type: 'word-order', sentence: 'It is raining', order: [1, 2, 0], alternatives: [] },
  explanation: 'En inglés el sujeto nunca se omite.',
  feedback: ['Falta el sujeto «It».'],
};

const renderPlayer = (check: (answer: unknown) => Promise<TCheckResult>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <ExercisePlayer exercise={wordOrder} check={check} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );

describe('the exercise player', () => {
  it('asks for every answer before checking, without calling the server', async () => {
    const user = userEvent.setup();
    const check = vi.fn();
    renderPlayer(check);
    await user.click(screen.getByRole('button', { name: 'Agregar «It»' }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, responda todas las preguntas');
    expect(check).not.toHaveBeenCalled();
  });

  it('is usable with the keyboard alone, shows the right answer and the explanation, and retries', async () => {
    const user = userEvent.setup();
    const check = vi.fn().mockResolvedValue(wrong);
    renderPlayer(check);
    screen.getByRole('button', { name: 'Agregar «raining»' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Agregar «It»' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Agregar «is»' }).focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Comprobar' }).focus();
    await user.keyboard('{Enter}');
    expect(check).toHaveBeenCalledWith({ type: 'word-order', order: [0, 1, 2] });
    const feedback = await screen.findByTestId('exercise-feedback');
    expect(feedback.textContent).toContain('It is raining');
    expect(feedback.textContent).toContain('En inglés el sujeto nunca se omite.');
    expect(feedback.textContent).toContain('Falta el sujeto «It».');
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(screen.queryByTestId('exercise-feedback')).toBeNull();
    expect(screen.getByRole('button', { name: 'Agregar «It»' })).toBeTruthy();
  });

  it('translates the server refusal too', async () => {
    const user = userEvent.setup();
    renderPlayer(() => Promise.reject(new ApiError(400, 'exercise.provide-all-answers', null)));
    for (const word of ['It', 'is', 'raining']) {
      await user.click(screen.getByRole('button', { name: `Agregar «${word}»` }));
    }
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, responda todas las preguntas');
  });

  it('shows the instruction in the interface language, and follows a change of language', async () => {
    renderPlayer(vi.fn());
    expect(screen.getByTestId('exercise-prompt').textContent).toBe('Ordene la frase.');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('exercise-prompt').textContent).toBe('Put the sentence in order.');
    await act(() => i18n.changeLanguage('es'));
  });

  it('names a listening exercise\'s options for any task, hearing or replying (not "what you heard")', () => {
    const reply: TPresentedExercise = {
      id: '00000000-0000-7000-8000-000000000002',
      position: 2,
      type: 'listening',
      prompt: 'Escuche la pregunta y elija la mejor respuesta.',
      promptEn: 'Listen to the question and choose the best reply.',
      question: null,
      speak: 'How are you?',
      answerMode: 'choice',
      options: [
        { id: 0, text: 'Fine, thanks.' },
        { id: 1, text: 'I am twenty.' },
      ],
    };
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient()}>
            <ExercisePlayer exercise={reply} check={vi.fn()} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Elija una respuesta' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Fine, thanks.' })).toBeTruthy();
  });
});
