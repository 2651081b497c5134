import type { TExerciseAnswer } from '@puente/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { saveAnswer } from '../api/attempt-api';

export type SaveState = 'pending' | 'saving' | 'saved' | 'error';

type Options = {
  /** Each save answers the server's time left: the countdown re-syncs with it. */
  onSynced: (secondsLeft: number | null) => void;
  /** The attempt was closed by the server (deadline passed, or submitted elsewhere). */
  onClosed: () => void;
};

/** Codes that mean the attempt no longer takes answers. */
const CLOSED = new Set(['exam.time-expired', 'exam.attempt-closed']);

/**
 * Saves every answer as it is given: typed text after a short pause, picks at once. Saves of one
 * question go out one after another, so the latest answer is the one the server keeps.
 */
export function useAutosave(attemptId: string, options: Options) {
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef(new Map<string, TExerciseAnswer>());
  const chains = useRef(new Map<string, Promise<void>>());
  const callbacks = useRef(options);
  callbacks.current = options;

  const setState = useCallback(
    (questionId: string, state: SaveState) => setStates((current) => ({ ...current, [questionId]: state })),
    [],
  );

  const send = useCallback(
    (questionId: string) => {
      timers.current.delete(questionId);
      const answer = latest.current.get(questionId);
      if (!answer) return;
      latest.current.delete(questionId);
      setState(questionId, 'saving');
      const previous = chains.current.get(questionId) ?? Promise.resolve();
      const next = previous.then(async () => {
        try {
          const saved = await saveAnswer(attemptId, questionId, answer);
          if (!latest.current.has(questionId)) setState(questionId, 'saved');
          callbacks.current.onSynced(saved.secondsLeft);
        } catch (error) {
          if (error instanceof ApiError && CLOSED.has(error.code)) {
            callbacks.current.onClosed();
            return;
          }
          if (!latest.current.has(questionId)) latest.current.set(questionId, answer);
          setState(questionId, 'error');
        }
      });
      chains.current.set(questionId, next);
    },
    [attemptId, setState],
  );

  /** Queues an answer; `delayMs` lets typing settle before it is sent. */
  const queue = useCallback(
    (questionId: string, answer: TExerciseAnswer, delayMs: number) => {
      latest.current.set(questionId, answer);
      clearTimeout(timers.current.get(questionId));
      setState(questionId, 'pending');
      timers.current.set(
        questionId,
        setTimeout(() => send(questionId), delayMs),
      );
    },
    [send, setState],
  );

  /** Sends whatever is waiting (and retries failed saves), then waits for every save to finish. */
  const flush = useCallback(async () => {
    for (const questionId of [...latest.current.keys()]) {
      clearTimeout(timers.current.get(questionId));
      send(questionId);
    }
    await Promise.allSettled([...chains.current.values()]);
  }, [send]);

  // Leaving the page sends what is still waiting instead of dropping it.
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(
    () => () => {
      for (const timer of timers.current.values()) clearTimeout(timer);
      for (const questionId of [...latest.current.keys()]) sendRef.current(questionId);
    },
    [],
  );

  return { states, queue, flush, retry: send };
}
