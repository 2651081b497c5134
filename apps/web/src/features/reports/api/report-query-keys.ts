/** The reports' query keys: one root, so a refresh of the reports is one invalidation. */
export const reportKeys = {
  all: ['reports'] as const,
  of: (suffix: string, filter: unknown) => ['reports', suffix, filter] as const,
};
