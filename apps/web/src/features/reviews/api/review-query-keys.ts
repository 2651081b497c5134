import { reviewKeys } from '../../../api/query-keys';

/** The query keys of the review screens. */
export const reviewQueryKeys = {
  all: reviewKeys.all,
  queue: () => [...reviewKeys.all(), 'queue'] as const,
  stats: () => [...reviewKeys.all(), 'stats'] as const,
  suspended: () => [...reviewKeys.all(), 'suspended'] as const,
  courses: () => [...reviewKeys.all(), 'courses'] as const,
  course: (id: string) => [...reviewKeys.all(), 'courses', id] as const,
};
