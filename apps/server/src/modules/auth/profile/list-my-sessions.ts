import type { TMySession, TMySessions } from '@puente/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { sessions } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { AuthSession } from '../../../plugins/auth.ts';

/** A device as the list groups sessions: its browser (user agent) from one address. */
const deviceKey = (row: { userAgent: string | null; originIp: string | null }) =>
  JSON.stringify([row.userAgent, row.originIp]);

/**
 * The user's live sign-ins (their own, not an administrator's impersonations of them), one row per
 * device (same user agent and address), the most recently used first. Each renewal issues a new session,
 * so a session's creation is its device's last sign-in or renewal; a device's row names its newest
 * session (this one, on this device) and how many live sessions it has.
 */
export async function listMySessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  current: AuthSession,
): Promise<TMySessions> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, actor.tenantId),
        eq(sessions.userId, actor.userId),
        eq(sessions.kind, 'access'),
        isNull(sessions.revokedAt),
        isNull(sessions.impersonatorId),
        gt(sessions.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(500);
  const devices = new Map<string, TMySession>();
  for (const row of rows) {
    const key = deviceKey(row);
    const isCurrent = row.id === current.id;
    const device = devices.get(key);
    if (!device) {
      devices.set(key, {
        id: row.id,
        lastUsedAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        userAgent: row.userAgent,
        originIp: row.originIp,
        current: isCurrent,
        sessions: 1,
      });
      continue;
    }
    device.sessions += 1;
    if (row.expiresAt.toISOString() > device.expiresAt) device.expiresAt = row.expiresAt.toISOString();
    if (isCurrent) {
      device.current = true;
      device.id = row.id;
    }
  }
  return { items: [...devices.values()].slice(0, 100) };
}
