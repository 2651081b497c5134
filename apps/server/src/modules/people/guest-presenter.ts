import type { TGuest } from '@puente/shared';
import type { User } from '../../db/schema/index.ts';

export const presentGuest = (user: User): TGuest => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  invitationPending: user.mustChangePassword || user.termsAcceptedAt === null,
  invitedAt: user.createdAt.toISOString(),
});
