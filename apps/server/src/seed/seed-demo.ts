import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/database.ts';
import {
  accounts,
  courseTeachers,
  studyHabits,
  type Tenant,
  tenants,
  type User,
  users,
} from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_PASSWORD, type DemoUser, demoTenant, demoUsers } from './demo-data.ts';
import { seedActivity } from './seed-activity.ts';
import { seedBilling } from './seed-billing.ts';
import { seedCarousel } from './seed-carousel.ts';
import { seedExamProgress } from './seed-exam-progress.ts';
import { seedLearning } from './seed-learning.ts';
import { seedTutoring } from './seed-tutoring.ts';

export type DemoSeed = { tenant: Tenant; users: Record<DemoUser['key'], User> };

/** Instances that start at once on an empty database take turns to seed it (an advisory lock). */
const SEED_LOCK_KEY = 7_202_612;

/**
 * Creates the demo tenant, its users and their accounts when the database has no tenant yet. Several
 * instances may start together on an empty database: the first seeds it, the others find its tenant
 * once it has committed (READ COMMITTED: the check after the lock sees it).
 */
export async function seedDemoIfEmpty(db: Database, clock: Clock): Promise<DemoSeed | null> {
  const hasTenant = async (q: DbOrTx) =>
    (await q.select({ id: tenants.id }).from(tenants).limit(1)).length > 0;
  if (await hasTenant(db)) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasTenant(tx)) return null;
    return seedInto(tx, clock, passwordHash);
  });
}

export async function seedDemo(db: Database, clock: Clock): Promise<DemoSeed> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction((tx) => seedInto(tx, clock, passwordHash));
}

async function seedInto(tx: DbOrTx, clock: Clock, passwordHash: string): Promise<DemoSeed> {
  const [tenant] = await tx.insert(tenants).values(demoTenant).returning();
  if (!tenant) throw new Error('demo tenant not created');
  const accountIds = new Map<string, string>();
  const created = {} as Record<DemoUser['key'], User>;
  for (const demo of demoUsers) {
    let accountId: string | null = null;
    if (demo.account) {
      accountId = accountIds.get(demo.account) ?? null;
      if (!accountId) {
        const [account] = await tx
          .insert(accounts)
          .values({ tenantId: tenant.id, name: `${demo.firstName} ${demo.lastName}` })
          .returning();
        accountId = account!.id;
        accountIds.set(demo.account, accountId);
      }
    }
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        accountId,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        role: demo.role,
        isMaster: demo.isMaster ?? false,
        isTutor: demo.isTutor ?? false,
        membership: demo.membership ?? 'Member',
        preferredLocale: 'es',
        timeZone: demo.timeZone ?? null,
        passwordHash,
        mustChangePassword: demo.mustChangePassword ?? false,
        termsAcceptedAt: demo.termsAccepted === false ? null : clock.now(),
      })
      .returning();
    created[demo.key] = user!;
    if (demo.isMaster && accountId) {
      await tx.update(accounts).set({ masterUserId: user!.id }).where(eq(accounts.id, accountId));
    }
  }
  // The demo users are past their first sign-in: none is offered the placement test and goal.
  await tx.insert(studyHabits).values(
    Object.values(created).map((user) => ({
      tenantId: tenant.id,
      userId: user.id,
      onboarding: 'existing' as const,
    })),
  );
  await seedBilling(tx, tenant, created, clock);
  const { courses } = await seedLearning(tx, tenant.id, created, clock);
  // The starter courses belong to the administrator; the demo professor co-teaches them (decision 0145).
  const professor = created.profesor;
  if (professor && courses.length)
    await tx
      .insert(courseTeachers)
      .values(courses.map((course) => ({ tenantId: tenant.id, courseId: course.id, userId: professor.id })));
  await seedCarousel(tx, tenant.id, courses);
  if (professor) await seedTutoring(tx, tenant.id, professor);
  const a1 = courses[0];
  if (a1) {
    await seedExamProgress(
      tx,
      tenant.id,
      a1.id,
      { graduate: created.graduada, examinee: created.examen },
      clock,
    );
  }
  await seedActivity(tx, tenant.id, clock);
  return { tenant, users: created };
}
