import type { TAdminUser } from '@puente/shared';
import type { User } from '../../db/schema/index.ts';
import type { ListedUserRow } from './users.repository.ts';

/** What the administrators' user list shows of a user (the list reads these columns only). */
export type AdminUserRow = Pick<
  User,
  | 'id'
  | 'version'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'role'
  | 'isMaster'
  | 'isTutor'
  | 'membership'
  | 'deactivatedAt'
  | 'mustChangePassword'
  | 'termsAcceptedAt'
  | 'createdAt'
  | 'deletedAt'
>;

export const presentAdminUser = (user: AdminUserRow): TAdminUser => ({
  id: user.id,
  version: user.version,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  isMaster: user.isMaster,
  isTutor: user.isTutor,
  membership: user.membership,
  active: user.deactivatedAt === null,
  invitationPending: user.mustChangePassword && user.termsAcceptedAt === null,
  createdAt: user.createdAt.toISOString(),
  deletedAt: user.deletedAt?.toISOString() ?? null,
});

/** A row of the list's page (already in the list's shape), without the count it carries. */
export const presentListedUser = (row: ListedUserRow): TAdminUser => ({
  id: row.id,
  version: row.version,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  isMaster: row.isMaster,
  isTutor: row.isTutor,
  membership: row.membership,
  active: row.active,
  invitationPending: row.invitationPending,
  createdAt: row.createdAt,
  deletedAt: row.deletedAt,
});

/** What the audit log keeps of a user before and after an action: never the password. */
export const auditedUser = (user: User) => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  isMaster: user.isMaster,
  isTutor: user.isTutor,
  active: user.deactivatedAt === null,
  deleted: user.deletedAt !== null,
});
