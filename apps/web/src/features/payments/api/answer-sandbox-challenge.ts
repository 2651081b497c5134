import type { TSandboxChallengeRequest } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /payments/sandbox/challenge: the student's answer to the sandbox's 3-D Secure challenge (sandbox
 * mode's stand-in for the bank's page). The payment's outcome is then asked with the same key.
 */
export const answerSandboxChallenge = (request: TSandboxChallengeRequest) =>
  apiFetch<{ status: string }>('/payments/sandbox/challenge', { method: 'POST', body: request });
