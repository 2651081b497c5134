import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { chapters, examQuestions, exams } from '../db/schema/index.ts';
import type { Actor } from '../lib/actor.ts';
import type { Clock } from '../lib/clock.ts';
import { enrollStudent } from '../modules/catalog/index.ts';
import { saveExamAnswer, startExamAttempt, submitExamAttempt } from '../modules/exams/index.ts';
import { checkAnswer } from '../modules/exercises/index.ts';
import { fullMarksAnswer } from './full-marks-answer.ts';
import { passLesson } from './pass-lesson.ts';

const DAY = 86_400_000;

const studentActor = (tenantId: string, userId: string, accountId: string | null): Actor => ({
  tenantId,
  userId,
  accountId,
  role: 'Student',
  scopes: ['user', 'student'],
  isStaff: false,
  impersonatorId: null,
  schoolTimeZone: 'UTC',
});

type Student = { id: string; accountId: string | null };

/** The course's live exams in order, each with its live questions. */
async function courseExams(db: DbOrTx, tenantId: string, courseId: string) {
  const list = await db
    .select()
    .from(exams)
    .where(and(eq(exams.tenantId, tenantId), eq(exams.courseId, courseId), isNull(exams.deletedAt)))
    .orderBy(asc(exams.position));
  return Promise.all(
    list.map(async (exam) => ({
      exam,
      questions: await db
        .select()
        .from(examQuestions)
        .where(and(eq(examQuestions.examId, exam.id), isNull(examQuestions.deletedAt)))
        .orderBy(asc(examQuestions.position)),
    })),
  );
}

/** Starts an attempt at the exam and saves the right answer to its first `count` questions (all by default). */
async function answerExam(
  deps: { db: DbOrTx; clock: Clock },
  actor: Actor,
  item: Awaited<ReturnType<typeof courseExams>>[number],
  count = item.questions.length,
) {
  const attempt = await startExamAttempt(deps, actor, item.exam.id);
  for (const question of item.questions.slice(0, count)) {
    const answer = fullMarksAnswer(checkAnswer(question, null).correctAnswer);
    await saveExamAnswer(deps, actor, { attemptId: attempt.attemptId, questionId: question.id, answer });
  }
  return attempt;
}

/**
 * The end of the path and the middle of it, on the course given (A1):
 * - `graduate` enrolled a month ago, completed every lesson and passed every exam: the course's
 *   certificate is issued (PDF and public verification page);
 * - `examinee` enrolled, completed the first lessons and has the first exam open, part answered.
 */
export async function seedExamProgress(
  db: DbOrTx,
  tenantId: string,
  courseId: string,
  students: { graduate?: Student; examinee?: Student },
  clock: Clock,
) {
  const now = clock.now().getTime();
  const at = (daysAgo: number) => ({ db, clock: { now: () => new Date(now - daysAgo * DAY) } });
  const lessons = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.courseId, courseId), eq(chapters.tenantId, tenantId), isNull(chapters.deletedAt)))
    .orderBy(asc(chapters.position));
  const examsOfCourse = await courseExams(db, tenantId, courseId);

  const { graduate, examinee } = students;
  if (graduate) {
    const actor = studentActor(tenantId, graduate.id, graduate.accountId);
    await enrollStudent(db, { tenantId, userId: graduate.id, courseId, now: at(30).clock.now() });
    for (const [index, lesson] of lessons.entries()) {
      await passLesson(at(28 - Math.min(index, 20)), actor, lesson.id);
    }
    for (const [index, item] of examsOfCourse.entries()) {
      const deps = at(4 - index);
      const attempt = await answerExam(deps, actor, item);
      await submitExamAttempt(deps, actor, attempt.attemptId);
    }
  }
  if (examinee) {
    const actor = studentActor(tenantId, examinee.id, examinee.accountId);
    await enrollStudent(db, { tenantId, userId: examinee.id, courseId, now: at(12).clock.now() });
    for (const [index, lesson] of lessons.slice(0, 5).entries()) {
      await passLesson(at(10 - index), actor, lesson.id);
    }
    const first = examsOfCourse[0];
    if (first) await answerExam({ db, clock: clock }, actor, first, Math.ceil(first.questions.length / 2));
  }
}
