import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** PUT /authentication/logoff: revokes the session's token (the page reloads afterwards either way). */
export const logOff = () => apiFetch<void>('/authentication/logoff', { method: 'PUT' });

export const useLogOff = () => useMutation({ mutationFn: logOff });
