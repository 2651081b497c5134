import { create } from 'zustand';

/** A 3-D Secure challenge the sandbox's dialog shows: what it is for, and how to end it. */
type OpenChallenge = { clientSecret: string; amount: number | null; done: () => void };

type ChallengeState = { open: OpenChallenge | null };

/** The sandbox's challenge dialog, opened by a payment that asks for 3-D Secure (one at a time). */
export const useChallengeStore = create<ChallengeState>(() => ({ open: null }));

/**
 * Opens the sandbox's challenge dialog and resolves once the student has answered it (passed, failed or
 * closed): the payment's outcome is then asked from the server.
 */
export function askSandboxChallenge(clientSecret: string, amount: number | null): Promise<void> {
  return new Promise((resolve) => {
    useChallengeStore.setState({
      open: {
        clientSecret,
        amount,
        done: () => {
          useChallengeStore.setState({ open: null });
          resolve();
        },
      },
    });
  });
}
