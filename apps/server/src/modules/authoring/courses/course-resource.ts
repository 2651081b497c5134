import { type TCourseEdit, type TCourseInput, ZCourseEdit, ZCourseInput, ZCourseItem } from '@puente/shared';
import { asc, desc } from 'drizzle-orm';
import { z } from 'zod';
import { type Course, courses } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../../lib/resource-kit/versioned-write.ts';
import { contentKeyFor } from '../content-key.ts';
import { presentCourseItem } from './course.presenter.ts';
import { teachingOf } from './course-teaching.ts';
import {
  assignedChapterIds,
  COURSE_UNIQUE_FIELDS,
  courseTitleTaken,
  insertCourse,
} from './courses.repository.ts';
import { requireTeaching } from './require-teaching.ts';

type CourseInput = z.output<typeof ZCourseInput>;

const columnsOf = (input: CourseInput) => ({
  titleEs: input.title.es,
  titleEn: input.title.en,
  descriptionEs: input.description.es,
  descriptionEn: input.description.en,
  level: input.level,
  coverImage: input.coverImage,
  presentationOrder: input.order,
  locale: input.locale,
  published: input.published,
  passPercent: input.passPercent,
});

const who = (deps: LearningDeps, actor: Actor) => ({
  tenantId: actor.tenantId,
  userId: actor.userId,
  now: deps.clock.now(),
});

/** The course resource of the staff wizards (its GET list and item are shared with the learner's API). */
export function courseResource(
  deps: LearningDeps,
): ResourceSpec<typeof ZCourseItem, typeof ZCourseInput, typeof ZCourseEdit, z.ZodObject> {
  const { db } = deps;
  const present = async (actor: Actor, rows: Course[]) => {
    const ids = rows.map((row) => row.id);
    const chapterIds = await assignedChapterIds(db, actor.tenantId, ids);
    const teaching = await teachingOf(db, actor, ids);
    return rows.map((row) => presentCourseItem(row, chapterIds.get(row.id) ?? [], teaching.get(row.id)!));
  };
  const presentOne = async (actor: Actor, row: Course) => (await present(actor, [row]))[0]!;
  const target = (id: string) => ({ id, notFound: 'course.not-found' as const });

  return {
    path: 'courses',
    noun: 'course',
    schemas: { item: ZCourseItem, input: ZCourseInput, edit: ZCourseEdit, scope: z.object({}) },
    checkKeys: ['title', 'name'],
    ownsList: false,
    ownsItem: false,
    async list(actor, filter) {
      const where = listWhere(courses, actor.tenantId, filter, [courses.titleEs, courses.titleEn]);
      const order = [asc(courses.presentationOrder), asc(courses.titleEs), desc(courses.id)];
      const page = await listPage<Course>(db, courses, where, order, filter);
      return { items: await present(actor, page.rows), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<Course>(db, courses, actor.tenantId, id);
      if (!row) throw new AppError('course.not-found');
      return presentOne(actor, row);
    },
    taken: (actor, _key, query) => courseTitleTaken(db, actor.tenantId, query.value, query.id),
    async add(actor, input: TCourseInput & CourseInput) {
      const row = await refusingDuplicates(
        () =>
          insertCourse(db, {
            tenantId: actor.tenantId,
            key: contentKeyFor(input.title.en),
            ...columnsOf(input),
            ownerId: actor.userId,
            updatedBy: actor.userId,
          }),
        COURSE_UNIQUE_FIELDS,
      );
      return presentOne(actor, row);
    },
    async edit(actor, id, input: TCourseEdit & z.output<typeof ZCourseEdit>) {
      await requireTeaching(db, actor, id);
      const row = await refusingDuplicates(
        () =>
          updateVersioned<Course, typeof courses>(
            db,
            courses,
            who(deps, actor),
            { ...target(id), version: input.version },
            columnsOf(input),
          ),
        COURSE_UNIQUE_FIELDS,
      );
      return presentOne(actor, row);
    },
    async remove(actor, id) {
      await requireTeaching(db, actor, id);
      // Enrolments, progress and certificates stay: a recovered course comes back with everything in it.
      await setDeleted(db, courses, who(deps, actor), target(id), true);
    },
    async recover(actor, id) {
      await requireTeaching(db, actor, id);
      const row = await refusingDuplicates(
        () => setDeleted<Course, typeof courses>(db, courses, who(deps, actor), target(id), false),
        COURSE_UNIQUE_FIELDS,
      );
      return presentOne(actor, row);
    },
  };
}
