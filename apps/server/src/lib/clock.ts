/** The source of "now" for use cases and jobs; tests move it to simulate time. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
