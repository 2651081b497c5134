/** The query keys of the people screens. */
export const peopleQueryKeys = {
  profile: () => ['people', 'profile'] as const,
  sessions: () => ['people', 'sessions'] as const,
  guests: () => ['people', 'guests'] as const,
  cards: () => ['people', 'cards'] as const,
  autoPay: () => ['people', 'auto-pay'] as const,
  reviewSettings: () => ['people', 'review-settings'] as const,
  habitSettings: () => ['people', 'habit-settings'] as const,
};
