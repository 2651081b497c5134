import {
  DEFAULT_RETAKE_COOLDOWN_HOURS,
  ZExamEdit,
  ZExamInput,
  ZExamItem,
  ZExamListScope,
} from '@puente/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Exam, exams } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../../lib/resource-kit/versioned-write.ts';
import { contentKeyFor } from '../content-key.ts';
import { requireLiveCourse, requireTeaching, requireTeachingItem } from '../courses/index.ts';
import { presentExamItem } from './exam.presenter.ts';
import {
  EXAM_UNIQUE_FIELDS,
  examTitleTaken,
  grantToEnrolled,
  insertExam,
  questionsOf,
  saveQuestions,
} from './exams.repository.ts';

type ExamInput = z.output<typeof ZExamInput>;

const columnsOf = (input: ExamInput) => ({
  titleEs: input.title.es,
  titleEn: input.title.en,
  descriptionEs: input.description.es,
  descriptionEn: input.description.en,
  passMark: input.passMark,
  timeLimitMinutes: input.timeLimitMinutes,
  drawCount: input.drawCount ?? null,
  retakeCooldownHours: input.retakeCooldownHours ?? DEFAULT_RETAKE_COOLDOWN_HOURS,
  maxAttempts: input.maxAttempts ?? null,
});

/** The exam resource: its exercises in order, time limit and pass mark (GET /api/exams is the learner's). */
export function examResource(
  deps: LearningDeps,
): ResourceSpec<typeof ZExamItem, typeof ZExamInput, typeof ZExamEdit, typeof ZExamListScope> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'exam.not-found' as const });
  const who = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, now: deps.clock.now() });
  const present = async (rows: Exam[]) => {
    const questions = await questionsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentExamItem(row, questions.get(row.id) ?? []));
  };

  return {
    path: 'exams',
    noun: 'exam',
    schemas: { item: ZExamItem, input: ZExamInput, edit: ZExamEdit, scope: ZExamListScope },
    checkKeys: ['title', 'name'],
    ownsList: false,
    ownsItem: true,
    async list(actor, filter) {
      const where = and(
        listWhere(exams, actor.tenantId, filter, [exams.titleEs, exams.titleEn]),
        filter.courseId ? eq(exams.courseId, filter.courseId) : undefined,
      )!;
      const order = [asc(exams.courseId), asc(exams.position), desc(exams.id)];
      const page = await listPage<Exam>(db, exams, where, order, filter);
      return { items: await present(page.rows), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<Exam>(db, exams, actor.tenantId, id);
      if (!row) throw new AppError('exam.not-found');
      return (await present([row]))[0]!;
    },
    async taken(actor, _key, query) {
      if (!query.courseId) return false;
      return examTitleTaken(
        db,
        { tenantId: actor.tenantId, courseId: query.courseId },
        query.value,
        query.id,
      );
    },
    async add(actor, input) {
      const course = await requireLiveCourse(db, actor.tenantId, input.courseId);
      await requireTeaching(db, actor, course.id);
      const now = deps.clock.now();
      const row = await refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            const exam = await insertExam(tx, {
              tenantId: actor.tenantId,
              courseId: course.id,
              key: contentKeyFor(input.title.en),
              ...columnsOf(input),
              updatedBy: actor.userId,
            });
            await saveQuestions(tx, exam, input.questions, now);
            await grantToEnrolled(tx, exam, now);
            return exam;
          }),
        EXAM_UNIQUE_FIELDS,
      );
      return (await present([row]))[0]!;
    },
    async edit(actor, id, input) {
      const current = await findAuthored<Exam>(db, exams, actor.tenantId, id);
      if (!current || current.deletedAt) throw new AppError('exam.not-found');
      await requireTeaching(db, actor, current.courseId);
      // An exam stays in its course: students own it through that course.
      if (input.courseId !== current.courseId) {
        throw new AppError('invalid', { fields: [{ path: 'courseId', code: 'invalid' }] });
      }
      const row = await refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            const exam = await updateVersioned<Exam, typeof exams>(
              tx,
              exams,
              who(actor),
              { ...target(id), version: input.version },
              columnsOf(input),
            );
            await saveQuestions(tx, exam, input.questions, deps.clock.now());
            return exam;
          }),
        EXAM_UNIQUE_FIELDS,
      );
      return (await present([row]))[0]!;
    },
    async remove(actor, id) {
      await requireTeachingItem(db, actor, 'exams', id);
      await setDeleted(db, exams, who(actor), target(id), true);
    },
    async recover(actor, id) {
      await requireTeachingItem(db, actor, 'exams', id);
      const row = await refusingDuplicates(
        () => setDeleted<Exam, typeof exams>(db, exams, who(actor), target(id), false),
        EXAM_UNIQUE_FIELDS,
      );
      return (await present([row]))[0]!;
    },
  };
}
