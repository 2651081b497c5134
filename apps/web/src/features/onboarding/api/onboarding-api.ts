import type { TDailyGoal, TOnboarding, TPlacementAnswers, TPlacementStep } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const onboardingKey = ['onboarding'] as const;

/** GET /api/onboarding: still to do, the placement's level and its lesson. */
export const useOnboarding = () =>
  useQuery({
    queryKey: onboardingKey,
    queryFn: ({ signal }) => apiFetch<TOnboarding>('/onboarding', { signal }),
    staleTime: 0,
  });

/** POST /api/onboarding/placement: the answers so far; the next question or the result. */
export const postPlacement = (body: TPlacementAnswers) =>
  apiFetch<TPlacementStep>('/onboarding/placement', { method: 'POST', body });

/** PUT /api/onboarding/goal: the daily goal, which ends the onboarding. */
export const putGoal = (body: TDailyGoal) =>
  apiFetch<TOnboarding>('/onboarding/goal', { method: 'PUT', body });

/** POST /api/onboarding/skip: not offered again. */
export const postSkip = () => apiFetch<null>('/onboarding/skip', { method: 'POST' });

/** POST /api/public/study-reminders/off: the reminder mail's link, without signing in. */
export const postRemindersOff = (token: string) =>
  apiFetch<null>('/public/study-reminders/off', { method: 'POST', body: { token }, token: null });
