import type { Tenant } from '../../../db/schema/index.ts';
import type { JobScope } from '../../../lib/job-queue/index.ts';

/**
 * Whose jobs a school's administrators see (decision 0122): their school's (mail to its people), and the
 * platform's own (the billing day, settling, reminders: no school) only in the default school.
 */
export const jobScopeOf = (tenant: Pick<Tenant, 'id' | 'isDefault'>): JobScope => ({
  tenantId: tenant.id,
  includeSystem: tenant.isDefault,
});
