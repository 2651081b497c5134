import { sql } from 'drizzle-orm';
import { foreignKey, index, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { courses } from './learning-content.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A class (a group, decision 0149): students taught together by one or more teachers, following some
 * courses. Reports, the dashboard and tutoring filter by it; a professor sees the students of their classes.
 */
export const classes = pgTable(
  'classes',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('classes_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('classes_id_tenant_key').on(t.id, t.tenantId),
  ],
);

export const classMemberRoleEnum = pgEnum('class_member_role', ['teacher', 'student']);

/** Who is in a class, as its teacher or its student; a member is a user of the class's own school. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: classMemberRoleEnum('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    foreignKey({ columns: [t.classId, t.tenantId], foreignColumns: [classes.id, classes.tenantId] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.userId, t.tenantId], foreignColumns: [users.id, users.tenantId] }),
    index('class_members_user_idx').on(t.userId, t.role),
  ],
);

/** The courses a class follows. */
export const classCourses = pgTable(
  'class_courses',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.courseId] })],
);

export type SchoolClass = typeof classes.$inferSelect;
