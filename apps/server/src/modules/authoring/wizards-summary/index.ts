/** The wizards' summary: per content resource, how many live items and the ones changed last. */
export { getWizardsSummary } from './get-wizards-summary.ts';
