import { z } from 'zod';
import { int4 } from '../column-integers.ts';
import { ZInstant } from '../learning/localized-text.ts';

/** The most items one list call returns. */
const MAX_TAKE = 100;

const ZFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The list filter of the generic resource conventions (spec: SearchValue, Skip): a page of at most
 * `MAX_TAKE` items whose name contains `SearchValue` (ignoring case and accents). `deleted=true` lists
 * the soft-deleted items instead of the live ones.
 */
export const ZListFilter = z.object({
  SearchValue: z.string().trim().max(200).optional(),
  Skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  Take: z.coerce.number().int().min(1).max(MAX_TAKE).default(20),
  deleted: ZFlag.optional(),
});
export type TListFilter = z.infer<typeof ZListFilter>;

/** The query keys that ask a shared list path for the staff page (`{ items, total }`). */
export const LIST_FILTER_KEYS = ['SearchValue', 'Skip', 'Take', 'deleted'] as const;

/** A page of a list: the items asked for and how many match the filter in all. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });

/** HEAD {url}/{key}/check?value=…&id=…: `id` is the item being edited, which may keep its own value. */
export const ZCheckQuery = z.object({
  value: z.string().trim().min(1).max(200),
  id: z.uuid().optional(),
  /** The earlier name of `id` (the first course title check); `id` wins when both are sent. */
  excludeId: z.uuid().optional(),
});
export type TCheckQuery = z.infer<typeof ZCheckQuery>;

/** The version an edit was made from: a stale one answers 409 `stale`. */
export const ZVersion = int4().min(1);

/** What every authored item carries besides its own fields. */
export const authoredFields = {
  id: z.uuid(),
  version: z.number().int().min(1),
  createdAt: ZInstant,
  updatedAt: ZInstant,
  /** Set only on soft-deleted items. */
  deletedAt: ZInstant.nullable(),
};
