import { z } from 'zod';
import { ZListFilter, ZVersion } from '../authoring/resource-kit.ts';
import { personName, ZEmailAddress } from '../people/profile-api.ts';

export const USER_ROLES = ['Student', 'Professor', 'Administrator'] as const;

const ZUserFlags = {
  firstName: personName('user.empty-first-name'),
  lastName: personName('user.empty-last-name'),
  role: z.enum(USER_ROLES),
  /** Master user of their account (may add guests): students only. */
  isMaster: z.boolean(),
  isTutor: z.boolean(),
};

/**
 * POST /api/admin/users: an administrator creates a user; a student gets an account of their own. The
 * user gets a temporary password by e-mail and changes it (and accepts the terms) at the first sign-in.
 */
export const ZAdminUserInput = z.strictObject({ ...ZUserFlags, email: ZEmailAddress });
export type TAdminUserInput = z.input<typeof ZAdminUserInput>;

/** PUT /api/admin/users: name, role and flags, from the version read (the e-mail is the username: kept). */
export const ZAdminUserEdit = z.strictObject({ ...ZUserFlags, id: z.uuid(), version: ZVersion });
export type TAdminUserEdit = z.input<typeof ZAdminUserEdit>;

/** A user as the administrator's list and form show them. */
export const ZAdminUser = z.object({
  id: z.uuid(),
  version: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isMaster: z.boolean(),
  isTutor: z.boolean(),
  membership: z.enum(['Member', 'Guest']),
  /** False while deactivated: cannot sign in. */
  active: z.boolean(),
  /** Still to sign in for the first time with the temporary password. */
  invitationPending: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  deletedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** A user's state as the list filters it: can sign in, deactivated, or yet to sign in the first time. */
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
/** The columns the administrator's list sorts by. */
export const USER_SORTS = ['name', 'email', 'role', 'createdAt'] as const;
export type TUserSort = (typeof USER_SORTS)[number];

/**
 * GET /api/admin/users: the list filter (name or e-mail), the role and the state, and the order (by
 * name unless another column is asked, ascending unless `direction=desc`); a page with the total.
 */
export const ZAdminUserQuery = ZListFilter.extend({
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  /** Only the members of this class (students or teachers). */
  classId: z.uuid().optional(),
  sort: z.enum(USER_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export const ZAdminUserList = z.object({ items: z.array(ZAdminUser), total: z.number().int().min(0) });
export type TAdminUserList = z.infer<typeof ZAdminUserList>;
export const ZAdminUserParams = z.object({ id: z.uuid() });
/** HEAD /api/admin/users/email/check?value=&id=: whether the e-mail is free in the school. */
export const ZAdminUserCheckParams = z.object({ key: z.enum(['email']) });

/** The most users one bulk action may act on. */
export const MAX_BULK_USERS = 10_000;

/**
 * POST /api/admin/users/bulk/{action}: the users a bulk action acts on, either the rows chosen (`ids`) or
 * every live user matching the list's filter (`matching`: "all N matching"), never both.
 */
export const ZAdminUserBulk = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(MAX_BULK_USERS).optional(),
    matching: ZAdminUserQuery.pick({ SearchValue: true, role: true, status: true, classId: true })
      .strict()
      .optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.matching === undefined), {
    message: 'user.bulk-target',
    path: ['ids'],
  });
export type TAdminUserBulk = z.input<typeof ZAdminUserBulk>;
/** What a bulk action did: how many users it changed (those it had nothing to do for are left out). */
export const ZAdminUserBulkResult = z.object({ count: z.number().int().min(0) });
export type TAdminUserBulkResult = z.infer<typeof ZAdminUserBulkResult>;
/** The bulk actions of the administrator's list. */
export const ZAdminUserBulkParams = z.object({ action: z.enum(['deactivate', 'invite']) });
/** POST /api/admin/users/bulk/class/{classId}: the chosen students join this class of the school. */
export const ZAdminUserBulkClassParams = z.object({ classId: z.uuid() });
