import { SUMMARY_RESOURCES, type TWizardsSummary } from '@puente/shared';
import type { DbOrTx } from '../../../db/database.ts';
import { liveCount, recentChanges, SUMMARY_SOURCES } from './wizards-summary.repository.ts';

const RECENT = 5;

/**
 * The wizards hub: per resource (and per kind of lesson), how many live items the tenant has and the
 * five changed last.
 */
export async function getWizardsSummary(db: DbOrTx, tenantId: string): Promise<TWizardsSummary> {
  const resources = await Promise.all(
    SUMMARY_RESOURCES.map(async (resource) => {
      const source = SUMMARY_SOURCES[resource];
      const [total, recent] = await Promise.all([
        liveCount(db, tenantId, source),
        recentChanges(db, tenantId, source, RECENT),
      ]);
      return {
        resource,
        count: total,
        recent: recent.map((row) => ({
          id: row.id,
          name: { es: row.nameEs, en: row.nameEn },
          updatedAt: row.updatedAt.toISOString(),
          updatedBy:
            row.updatedById && row.updatedByName ? { id: row.updatedById, name: row.updatedByName } : null,
          deleted: row.deleted,
        })),
      };
    }),
  );
  return { resources };
}
