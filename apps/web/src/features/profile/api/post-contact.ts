import type { TContactInput } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /contact: a message to the school's support. */
export const postContact = (body: TContactInput) =>
  apiFetch<{ id: string }>('/contact', { method: 'POST', body });
