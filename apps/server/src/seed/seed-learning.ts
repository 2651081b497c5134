import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TContentPackage, ZContentPackage } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { chapters, exercises } from '../db/schema/index.ts';
import type { Actor } from '../lib/actor.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { enrollStudent, recordChapterView } from '../modules/catalog/index.ts';
import { importContent } from '../modules/content/index.ts';
import { checkExercise } from '../modules/exercises/index.ts';
import { passLesson } from './pass-lesson.ts';
import { seedReviews } from './seed-reviews.ts';

export const starterContentFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/starter-content.json',
);

/** The starter courses, validated by the shared schema. */
export function loadStarterContent(): TContentPackage {
  return ZContentPackage.parse(JSON.parse(readFileSync(starterContentFile, 'utf8')));
}

const DAY = 86_400_000;

/**
 * Imports the starter content for the tenant, enrolls `estudiante` in both courses with some progress
 * (two A1 lessons completed, a third opened, a few exercise attempts, one with a typical mistake, the
 * first lesson's words reviewed over the last days) and
 * `moroso` in the A1 course.
 */
export async function seedLearning(
  db: DbOrTx,
  tenantId: string,
  demoUsers: Partial<Record<string, { id: string }>>,
  clock: Clock = systemClock,
) {
  const now = clock.now();
  const imported = await importContent(db, tenantId, loadStarterContent(), now);
  const [a1, a2] = imported.courses;
  if (!a1 || !a2) return imported;
  const student = demoUsers.estudiante;
  const late = demoUsers.moroso;
  if (late) await enrollStudent(db, { tenantId, userId: late.id, courseId: a1.id, now });
  if (!student) return imported;
  const at = (daysAgo: number) => ({ now: () => new Date(now.getTime() - daysAgo * DAY) });
  const actor: Actor = {
    tenantId,
    userId: student.id,
    accountId: null,
    role: 'Student',
    scopes: ['user', 'student'],
    isStaff: false,
    impersonatorId: null,
    schoolTimeZone: 'UTC',
  };
  for (const course of [a1, a2])
    await enrollStudent(db, { tenantId, userId: student.id, courseId: course.id, now: at(6).now() });

  const lessons = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.courseId, a1.id), eq(chapters.tenantId, tenantId)))
    .orderBy(chapters.position);
  const [first, second, third] = lessons;
  if (!first || !second || !third) return imported;
  // Lesson one passed with one exercise missed (5 of 6: 83 %), lesson two passed, lesson three being read.
  await passLesson({ db, clock: at(5) }, actor, first.id, ['g-subject']);
  const [subject] = await db
    .select()
    .from(exercises)
    .where(and(eq(exercises.chapterId, first.id), eq(exercises.key, 'g-subject')));
  if (subject) {
    await checkExercise({ db, clock: at(5) }, actor, subject.id, { type: 'fill-in-blank', blanks: ['am'] });
  }
  await passLesson({ db, clock: at(3) }, actor, second.id);
  await recordChapterView({ db, clock: at(1) }, actor, third.id);
  await seedReviews(db, actor, first.id, now);
  return imported;
}
