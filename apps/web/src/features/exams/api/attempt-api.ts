import type { TExamAttemptView, TExerciseAnswer, TPastAttempt, TSaveAnswerResponse } from '@puente/shared';
import { queryOptions } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/exams/:id/attempts/current — the open attempt to resume (null when none is open). Read after
 * its deadline, the server submits it and answers it with its result.
 */
export const currentAttemptQuery = (examId: string) =>
  queryOptions({
    queryKey: learningKeys.attempt(examId),
    queryFn: ({ signal }) =>
      apiFetch<TExamAttemptView | null>(`/exams/${examId}/attempts/current`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** POST /api/exams/:id/attempts — starts an attempt; the server sets its deadline. */
export const startAttempt = (examId: string) =>
  apiFetch<TExamAttemptView>(`/exams/${examId}/attempts`, { method: 'POST' });

/** PUT /api/exam-attempts/:attemptId/answers/:questionId — autosaves one answer as given. */
export const saveAnswer = (attemptId: string, questionId: string, answer: TExerciseAnswer) =>
  apiFetch<TSaveAnswerResponse>(`/exam-attempts/${attemptId}/answers/${questionId}`, {
    method: 'PUT',
    body: { answer },
  });

/** POST /api/exam-attempts/:attemptId/submit — closes the attempt and answers its result (idempotent). */
export const submitAttempt = (attemptId: string) =>
  apiFetch<TExamAttemptView>(`/exam-attempts/${attemptId}/submit`, { method: 'POST' });

/** GET /api/exams/:id/attempts — the student's submitted attempts, newest first. */
export const pastAttemptsQuery = (examId: string) =>
  queryOptions({
    queryKey: learningKeys.pastAttempts(examId),
    queryFn: ({ signal }) => apiFetch<TPastAttempt[]>(`/exams/${examId}/attempts`, { signal }),
    staleTime: 0,
  });

/** GET /api/exam-attempts/:attemptId — a submitted attempt with its kept review. */
export const attemptReviewQuery = (attemptId: string) =>
  queryOptions({
    queryKey: learningKeys.attemptReview(attemptId),
    queryFn: ({ signal }) => apiFetch<TExamAttemptView>(`/exam-attempts/${attemptId}`, { signal }),
  });
