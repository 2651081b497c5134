/** Public entry of the scheduling sub-module for the other sub-modules: the FSRS scheduler and its previews. */
export { intervalsOf, schedulerFor } from './review-scheduler.ts';
