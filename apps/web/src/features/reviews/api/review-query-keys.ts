/** The query keys of the review screens. */
export const reviewQueryKeys = {
  all: () => ['reviews'] as const,
  queue: () => ['reviews', 'queue'] as const,
  stats: () => ['reviews', 'stats'] as const,
  courses: () => ['reviews', 'courses'] as const,
  course: (id: string) => ['reviews', 'courses', id] as const,
};
