/**
 * The bilingual dictionary: shared reference data. Imported entries (source `wiktionary`) have no
 * tenant and serve every tenant; staff additions and overrides (source `staff`) belong to a tenant
 * (docs/decisions/0052-dictionary-shared-with-tenant-additions.md).
 */
import type { TDictionaryDirection, TPartOfSpeech } from '@puente/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, searchable, updatedAt, updatedBy, version } from './columns.ts';
import { media } from './media.ts';
import { tenants } from './tenants.ts';

/** Where a row comes from: the import (replaced by the next import) or a tenant's staff (never touched by it). */
export type DictionarySource = 'wiktionary' | 'staff';

export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: id(),
    /** Null for shared (imported) entries; the owning tenant for staff entries. */
    tenantId: uuid('tenant_id').references(() => tenants.id),
    source: text('source').$type<DictionarySource>().notNull(),
    direction: text('direction').$type<TDictionaryDirection>().notNull(),
    headword: text('headword').notNull(),
    /** The headword lower-cased without accents (`dictionary_search_key`, unaccent): what search compares. */
    searchKey: text('search_key').notNull().generatedAlwaysAs(sql`dictionary_search_key(headword)`),
    ipa: text('ipa'),
    partsOfSpeech: text('parts_of_speech').array().$type<TPartOfSpeech[]>().notNull(),
    /** The first translations (none of a vulgar or offensive sense), for the result list. */
    summary: text('summary').notNull(),
    /** Every sense is vulgar or offensive: students do not find the entry. */
    sensitiveOnly: boolean('sensitive_only').notNull().default(false),
    /** Only a name (proper noun, abbreviation …): ranks after the common words spelt the same (`House` after `house`). */
    properNoun: boolean('proper_noun').notNull().default(false),
    /** Rank of the headword's own use in speech (1 = most used): English by SUBTLEX-US, Spanish by a subtitles list. */
    frequencyRank: integer('frequency_rank'),
    frequencyBand: smallint('frequency_band').notNull(),
    /** A staff entry that replaces this shared entry for its tenant. */
    overridesEntryId: uuid('overrides_entry_id').references((): AnyPgColumn => dictionaryEntries.id),
    /** `direction:headword` of an imported entry: what a new import updates. Null for staff entries. */
    importKey: text('import_key'),
    /** The school's theme of a staff word. */
    categoryId: uuid('category_id').references((): AnyPgColumn => dictionaryCategories.id),
    /** Staff's recording of the word (media of kind audio). */
    audioMediaId: uuid('audio_media_id').references(() => media.id),
    /** Staff's example sentences, `{ en, es }`. */
    examples: jsonb('examples').$type<{ en: string; es: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // A school has one live word per headword and part of speech (the word wizard's HEAD check agrees).
    uniqueIndex('dictionary_entries_staff_word_live_key')
      .on(t.tenantId, t.direction, t.searchKey, sql`(${t.partsOfSpeech}[1])`)
      .where(sql`source = 'staff' and deleted_at is null`),
    index('dictionary_entries_category_idx').on(t.categoryId).where(sql`category_id is not null`),
    uniqueIndex('dictionary_entries_import_key_idx').on(t.importKey),
    index('dictionary_entries_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    index('dictionary_entries_search_key_idx').on(t.searchKey.op('text_pattern_ops')),
    index('dictionary_entries_overrides_idx')
      .on(t.overridesEntryId)
      .where(sql`overrides_entry_id is not null`),
  ],
);

export type DictionaryEntryRow = typeof dictionaryEntries.$inferSelect;

export const dictionarySenses = pgTable(
  'dictionary_senses',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => dictionaryEntries.id, { onDelete: 'cascade' }),
    /** Null for imported senses; the tenant of a staff sense (also on a shared entry). */
    tenantId: uuid('tenant_id').references(() => tenants.id),
    source: text('source').$type<DictionarySource>().notNull(),
    position: integer('position').notNull(),
    partOfSpeech: text('part_of_speech').$type<TPartOfSpeech>().notNull(),
    gender: text('gender'),
    gloss: text('gloss'),
    tags: text('tags').array().notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    seeAlso: text('see_also'),
    seeAlsoEntryId: uuid('see_also_entry_id').references(() => dictionaryEntries.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dictionary_senses_entry_idx').on(t.entryId, t.position),
    index('dictionary_senses_source_idx').on(t.source),
  ],
);

export const dictionaryTranslations = pgTable(
  'dictionary_translations',
  {
    id: id(),
    senseId: uuid('sense_id')
      .notNull()
      .references(() => dictionarySenses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    gender: text('gender'),
    tags: text('tags').array().notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    /** The entry of this word in the other direction. */
    targetEntryId: uuid('target_entry_id').references(() => dictionaryEntries.id, { onDelete: 'set null' }),
  },
  (t) => [index('dictionary_translations_sense_idx').on(t.senseId, t.position)],
);

/** One row per imported source: the fingerprint of the files last loaded, so a start does not load them again. */
export const dictionaryImports = pgTable('dictionary_imports', {
  source: text('source').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  entries: integer('entries').notNull(),
  senses: integer('senses').notNull(),
  translations: integer('translations').notNull(),
  refusedLines: integer('refused_lines').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** A school's themes of words ("comida", "viajes"). */
export const dictionaryCategories = pgTable(
  'dictionary_categories',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('dictionary_categories_name_live_key')
      .on(t.tenantId, searchable(t.nameEs))
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type DictionaryCategoryRow = typeof dictionaryCategories.$inferSelect;

/** A school's phrases and idioms, each linked to the dictionary entries it is shown with. */
export const dictionaryPhrases = pgTable(
  'dictionary_phrases',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').$type<'phrase' | 'idiom'>().notNull(),
    text: text('text').notNull(),
    translation: text('translation').notNull(),
    example: text('example').notNull().default(''),
    /** Entries (shared or the school's); checked when written, an entry gone since is skipped when read. */
    wordIds: uuid('word_ids').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('dictionary_phrases_text_live_key')
      .on(t.tenantId, searchable(t.text))
      .where(sql`${t.deletedAt} is null`),
    index('dictionary_phrases_words_idx').using('gin', t.wordIds),
  ],
);

export type DictionaryPhraseRow = typeof dictionaryPhrases.$inferSelect;

/**
 * False friends (`actually` ≠ `actualmente`): each school's list, started from the curated one shipped
 * with the dictionary (assets/dictionary/false-friends.json) and edited by its staff. Flagged both ways
 * on searches and entries.
 */
export const dictionaryFalseFriends = pgTable(
  'dictionary_false_friends',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The English word (`actually`) and what it means in Spanish (`en realidad`). */
    en: text('en').notNull(),
    enMeaning: text('en_meaning').notNull(),
    /** The Spanish look-alike (`actualmente`) and what it means in English (`currently`). */
    es: text('es').notNull(),
    esMeaning: text('es_meaning').notNull(),
    /** The reference works that attest both meanings (titles and addresses). */
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // One live pair per English word and school (the wizard's HEAD check agrees).
    uniqueIndex('dictionary_false_friends_en_live_key')
      .on(t.tenantId, searchable(t.en))
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type DictionaryFalseFriendRow = typeof dictionaryFalseFriends.$inferSelect;

/** The schools whose false friends were started from the curated list (once: what staff delete stays deleted). */
export const dictionaryFalseFriendSeeds = pgTable('dictionary_false_friend_seeds', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().default(sql`now()`),
});
