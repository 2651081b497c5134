import type { TMyAvailability, TMyAvailabilityInput } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/tutoring/availability (tutors). */
export const saveMyAvailability = (body: TMyAvailabilityInput) =>
  apiFetch<TMyAvailability>('/tutoring/availability', { method: 'PUT', body });
