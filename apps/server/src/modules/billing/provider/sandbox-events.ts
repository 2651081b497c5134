/**
 * An event the sandbox sends the app, as Stripe sends one: its type (`refund.updated`,
 * `charge.dispute.created`, …) and the object it is about in Stripe's JSON shape. `afterSeconds`: how
 * long after now it happens (a refund failing later); 0 or absent: now.
 */
export type SandboxEvent = {
  type: string;
  object: { id: string; object: string } & Record<string, unknown>;
  afterSeconds?: number;
};

/** Sends a sandbox event to the app (signed, through the job queue); answers its id (`evt_…`). */
export type EmitSandboxEvent = (event: SandboxEvent) => Promise<string>;
