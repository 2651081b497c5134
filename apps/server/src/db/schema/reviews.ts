/** Spaced repetition: each student's one review queue (FSRS cards), their review log and settings. */
import type { TReviewDirection, TReviewSource } from '@puente/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A word to practise in one direction, with its FSRS state (ts-fsrs `Card` fields). One card per user,
 * word and direction: a word met in a lesson, the dictionary and a missed answer is one card.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The English word as compared (lower case, trimmed, single spaces). */
    wordKey: text('word_key').notNull(),
    direction: text('direction').$type<TReviewDirection>().notNull(),
    en: text('en').notNull(),
    es: text('es').notNull(),
    example: text('example'),
    exampleEs: text('example_es'),
    source: text('source').$type<TReviewSource>().notNull(),
    chapterId: uuid('chapter_id'),
    dictionaryEntryId: uuid('dictionary_entry_id'),
    due: at('due').notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull().default(0),
    lastReview: at('last_review'),
    /** One more per rating: a rating names the version it was given on (two tabs count once). */
    version: integer('version').notNull().default(1),
    /** A sibling (the same word's other direction) was answered: the card waits until the next day. */
    buriedUntil: at('buried_until'),
    /** Out of the queue until the student brings it back (a leech is suspended by itself). */
    suspendedAt: at('suspended_at'),
    /** Failed (rated Again) LEECH_FAILS times or more: flagged, and suspended when it got there. */
    leech: boolean('leech').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'review_cards_user_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    uniqueIndex('review_cards_user_word_key').on(t.tenantId, t.userId, t.wordKey, t.direction),
    // The queue: a user's learned cards by due time, and their new cards by arrival.
    index('review_cards_queue_idx').on(t.tenantId, t.userId, t.due),
    check('review_cards_state_range', sql`${t.state} between 0 and 3`),
  ],
);

/** A card's scheduling columns before a rating, as JSON (instants as ISO strings). */
export type ReviewUndo = {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
  buriedUntil: string | null;
  suspendedAt: string | null;
  leech: boolean;
  /** The siblings the rating buried, with their burial before it. */
  siblings: { id: string; buriedUntil: string | null }[];
};

/** Every rating with the card's state before it (what a later FSRS parameter optimisation reads). */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    /** The card version the rating was given on: one rating per version. */
    cardVersion: integer('card_version').notNull(),
    rating: smallint('rating').notNull(),
    stateBefore: smallint('state_before').notNull(),
    dueBefore: at('due_before').notNull(),
    stabilityBefore: doublePrecision('stability_before').notNull(),
    difficultyBefore: doublePrecision('difficulty_before').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningStepsBefore: integer('learning_steps_before').notNull(),
    reviewedAt: at('reviewed_at').notNull(),
    /**
     * What undoing the rating restores (the card's every column before it and its siblings' burial);
     * kept on the user's last rating only: a later rating clears it, so only the last one can be undone.
     */
    undo: jsonb('undo').$type<ReviewUndo>(),
  },
  (t) => [
    foreignKey({
      name: 'review_logs_user_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    uniqueIndex('review_logs_card_version_key').on(t.cardId, t.cardVersion),
    index('review_logs_user_time_idx').on(t.tenantId, t.userId, t.reviewedAt),
    // The one undoable rating of a user.
    index('review_logs_undo_idx').on(t.tenantId, t.userId).where(sql`${t.undo} is not null`),
    check('review_logs_rating_range', sql`${t.rating} between 1 and 4`),
  ],
);

/** A student's scheduling choices; defaults apply without a row. */
export const reviewSettings = pgTable(
  'review_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    desiredRetention: doublePrecision('desired_retention').notNull(),
    dailyNewCards: integer('daily_new_cards').notNull(),
    updatedAt: at('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({
      name: 'review_settings_user_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    check('review_settings_retention_range', sql`${t.desiredRetention} between 0.7 and 0.99`),
    check('review_settings_new_cards_range', sql`${t.dailyNewCards} between 0 and 200`),
  ],
);

export type ReviewCard = typeof reviewCards.$inferSelect;
