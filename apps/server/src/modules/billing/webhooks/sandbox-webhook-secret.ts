import type { AppDeps } from '../../../app-deps.ts';

/**
 * The signing secret of the sandbox's events (`whsec_…`): made from this installation's settings key, so
 * every instance sharing the key signs and verifies alike, and it is never written anywhere (decision 0137).
 */
export const sandboxWebhookSecret = (deps: Pick<AppDeps, 'settingsCipher'>): string =>
  `whsec_${deps.settingsCipher.derive('sandbox-webhooks')}`;
