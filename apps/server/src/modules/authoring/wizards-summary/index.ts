/** The wizards' summary: per content resource, how many live items and the ones changed last. */
export { wizardsSummaryRoutes } from './wizards-summary.routes.ts';
