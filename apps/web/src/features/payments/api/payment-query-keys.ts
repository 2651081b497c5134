/** Query keys of the payments feature: invalidate `paymentQueryKeys.all` to refresh everything. */
export const paymentQueryKeys = {
  all: ['payments'] as const,
  account: () => [...paymentQueryKeys.all, 'account'] as const,
  customer: () => [...paymentQueryKeys.all, 'customer'] as const,
  apiKeys: () => [...paymentQueryKeys.all, 'api-keys'] as const,
};
