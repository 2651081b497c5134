import type { TAuditedContent } from '@puente/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import type { ResourceSpec } from '../../lib/resource-kit/resource-routes.ts';
import { type AdminActionRecord, recordAdminAction } from './record-admin-action.ts';

type Name = NonNullable<AdminActionRecord['targetName']>;

/** How the audit log names an item of a resource and records it. */
export type ResourceAudit<Item extends z.ZodType> = {
  kind: TAuditedContent;
  /** The item by name, in both languages where it has both (a title). */
  name: (item: z.output<Item>) => Name;
  /** The fields the log keeps before and after a change; the item without ids when omitted. */
  fields?: (item: z.output<Item>) => unknown;
};

/** Internal fields the log does not show: ids, the version, who wrote last and when. */
const INTERNAL = /^(id|version|updatedBy|updatedAt|deletedAt)$|Ids?$/;

/** An item's own fields, as the log keeps them before and after (top-level ids and bookkeeping left out). */
const withoutIds = (item: unknown) =>
  item !== null && typeof item === 'object'
    ? Object.fromEntries(Object.entries(item).filter(([key]) => !INTERNAL.test(key)))
    : item;

/**
 * A content resource whose writes the audit log records: each add, edit, delete and recovery runs in one
 * transaction with its audit row (the resource is built on that transaction), so both are written or
 * neither. The reads are the resource's own.
 */
export function auditedResource<
  Item extends z.ZodType,
  Input extends z.ZodType,
  Edit extends z.ZodType,
  Scope extends z.ZodObject,
>(
  build: (deps: LearningDeps) => ResourceSpec<Item, Input, Edit, Scope>,
  deps: LearningDeps,
  audit: ResourceAudit<Item>,
): ResourceSpec<Item, Input, Edit, Scope> {
  const base = build(deps);
  const fields = audit.fields ?? withoutIds;
  const inTransaction = <T>(
    work: (resource: ResourceSpec<Item, Input, Edit, Scope>, tx: DbOrTx) => Promise<T>,
  ) => deps.db.transaction((tx) => work(build({ ...deps, db: tx }), tx));
  const idOf = (item: z.output<Item>) => (item as { id: string }).id;
  const at = () => deps.clock.now();
  return {
    ...base,
    add: (actor, input) =>
      inTransaction(async (resource, tx) => {
        const item = await resource.add(actor, input);
        await recordAdminAction(tx, actor, {
          action: `${audit.kind}.create`,
          targetType: audit.kind,
          targetId: idOf(item),
          targetName: audit.name(item),
          after: fields(item),
          at: at(),
        });
        return item;
      }),
    edit: (actor, id, input) =>
      inTransaction(async (resource, tx) => {
        const before = await resource.get(actor, id);
        const item = await resource.edit(actor, id, input);
        await recordAdminAction(tx, actor, {
          action: `${audit.kind}.update`,
          targetType: audit.kind,
          targetId: id,
          targetName: audit.name(item),
          before: fields(before),
          after: fields(item),
          at: at(),
        });
        return item;
      }),
    remove: (actor, id) =>
      inTransaction(async (resource, tx) => {
        const before = await resource.get(actor, id);
        await resource.remove(actor, id);
        await recordAdminAction(tx, actor, {
          action: `${audit.kind}.delete`,
          targetType: audit.kind,
          targetId: id,
          targetName: audit.name(before),
          before: fields(before),
          at: at(),
        });
      }),
    recover: (actor, id) =>
      inTransaction(async (resource, tx) => {
        const item = await resource.recover(actor, id);
        await recordAdminAction(tx, actor, {
          action: `${audit.kind}.recover`,
          targetType: audit.kind,
          targetId: id,
          targetName: audit.name(item),
          after: fields(item),
          at: at(),
        });
        return item;
      }),
  };
}
