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
import {
  assignedChapterIds,
  COURSE_UNIQUE_FIELDS,
  courseTitleTaken,
  insertCourse,
} from './courses.repository.ts';

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
  const present = async (tenantId: string, rows: Course[]) => {
    const chapterIds = await assignedChapterIds(
      db,
      tenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentCourseItem(row, chapterIds.get(row.id) ?? []));
  };
  const presentOne = async (tenantId: string, row: Course) => (await present(tenantId, [row]))[0]!;
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
      return { items: await present(actor.tenantId, page.rows), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<Course>(db, courses, actor.tenantId, id);
      if (!row) throw new AppError('course.not-found');
      return presentOne(actor.tenantId, row);
    },
    taken: (actor, _key, query) => courseTitleTaken(db, actor.tenantId, query.value, query.id),
    async add(actor, input: TCourseInput & CourseInput) {
      const row = await refusingDuplicates(
        () =>
          insertCourse(db, {
            tenantId: actor.tenantId,
            key: contentKeyFor(input.title.en),
            ...columnsOf(input),
            updatedBy: actor.userId,
          }),
        COURSE_UNIQUE_FIELDS,
      );
      return presentOne(actor.tenantId, row);
    },
    async edit(actor, id, input: TCourseEdit & z.output<typeof ZCourseEdit>) {
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
      return presentOne(actor.tenantId, row);
    },
    async remove(actor, id) {
      // Enrolments, progress and certificates stay: a recovered course comes back with everything in it.
      await setDeleted(db, courses, who(deps, actor), target(id), true);
    },
    async recover(actor, id) {
      const row = await refusingDuplicates(
        () => setDeleted<Course, typeof courses>(db, courses, who(deps, actor), target(id), false),
        COURSE_UNIQUE_FIELDS,
      );
      return presentOne(actor.tenantId, row);
    },
  };
}
