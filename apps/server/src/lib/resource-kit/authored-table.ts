import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table the resource kit can serve: tenant-owned, versioned, soft-deleted, with who wrote it last. */
export type AuthoredTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
  deletedAt: PgColumn;
};
