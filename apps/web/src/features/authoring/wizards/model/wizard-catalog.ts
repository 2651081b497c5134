import type { SUMMARY_RESOURCES, TWizardsSummary } from '@puente/shared';

type Resource = (typeof SUMMARY_RESOURCES)[number];
type Recent = TWizardsSummary['resources'][number]['recent'][number];

/** A wizard of the hub: its screen and the resources it edits (their counts and changes show on it). */
export type Wizard = { key: string; path: string; resources: Resource[] };

/** The content wizards, in the order of the staff menu. */
export const WIZARDS: Wizard[] = [
  { key: 'course', path: '/course-wizard', resources: ['courses'] },
  { key: 'video', path: '/video-wizard', resources: ['video-lessons'] },
  { key: 'audio', path: '/audio-wizard', resources: ['audio-lessons'] },
  { key: 'exercise', path: '/exercise-wizard', resources: ['exercises', 'exams'] },
  { key: 'review', path: '/review-wizard', resources: ['review-lessons'] },
  { key: 'carousel', path: '/carousel-wizard', resources: ['carousels'] },
  { key: 'dictionary-word', path: '/dictionary-word-wizard', resources: ['dictionary-words'] },
  { key: 'dictionary-category', path: '/dictionary-category-wizard', resources: ['dictionary-categories'] },
  { key: 'dictionary-phrases', path: '/dictionary-phrases-wizard', resources: ['dictionary-phrases'] },
];

/** How many changes a wizard lists. */
const RECENT_SHOWN = 5;

/** A wizard's counts (one per resource) and its latest changes across its resources, newest first. */
export function wizardFigures(wizard: Wizard, summary: TWizardsSummary) {
  const parts = wizard.resources.map(
    (resource) =>
      summary.resources.find((entry) => entry.resource === resource) ?? { resource, count: 0, recent: [] },
  );
  const recent: Recent[] = parts
    .flatMap((part) => part.recent)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id))
    .slice(0, RECENT_SHOWN);
  return { counts: parts.map(({ resource, count }) => ({ resource, count })), recent };
}
