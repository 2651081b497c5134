import { SILENT_RENEWAL_LEAD_MS } from '@puente/shared';

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds to wait before renewing: expiration minus the lead, or 0 (now) when shorter. */
export function renewalDelay(expirationMs: number, leadMs = SILENT_RENEWAL_LEAD_MS): number {
  if (!Number.isFinite(expirationMs) || expirationMs <= leadMs) return 0;
  return Math.min(expirationMs - leadMs, MAX_TIMER_MS);
}

/**
 * Schedules the silent renewal of the access token. Scheduling again replaces the pending renewal,
 * so a restore, a login and each renewal never leave two timers behind.
 */
export class RenewalScheduler {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly renew: () => unknown,
    private readonly leadMs = SILENT_RENEWAL_LEAD_MS,
  ) {}

  /** Schedules the renewal for a token that expires in `expirationMs`; answers the delay used. */
  schedule(expirationMs: number): number {
    this.cancel();
    const delay = renewalDelay(expirationMs, this.leadMs);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.renew();
    }, delay);
    return delay;
  }

  /**
   * For a token that cannot be renewed any more (its sign-in's time limit ends within the lead): runs
   * `expire` when it expires instead of renewing it again and again until then.
   */
  expireAt(expirationMs: number, expire: () => unknown): number {
    this.cancel();
    const delay = Math.max(0, Math.min(expirationMs, MAX_TIMER_MS));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void expire();
    }, delay);
    return delay;
  }

  cancel() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  get pending(): boolean {
    return this.timer !== undefined;
  }
}
