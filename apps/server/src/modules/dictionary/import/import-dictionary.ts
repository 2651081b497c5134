import { createHash } from 'node:crypto';
import type { TDictionaryDirection } from '@puente/shared';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/database.ts';
import { newId } from '../../../db/new-id.ts';
import {
  type CollectedEntry,
  collectDictionaryEntries,
  type DictionarySourceFile,
  importKeyOf,
  type RefusedLine,
} from './collect-dictionary-entries.ts';

/** Raised when the way lines become rows changes: the next start imports again. */
// 2: Spanish headwords rank by a translation that gives them back.
// 3: every headword ranks by its own use; senses by measured signals; names marked.
const IMPORT_FORMAT_VERSION = 3;
const SOURCE = 'wiktionary';
const BATCH = 4000;
/** Instances starting together take turns; the second finds the import done. */
const IMPORT_LOCK_KEY = 7_202_614;
/** Joins a row's tags into one text for `unnest` (tags never hold this control character). */
const TAG_SEPARATOR = '\u001f';

export type DictionaryImportResult = {
  /** False when these files were already imported (nothing written). */
  imported: boolean;
  entries: number;
  senses: number;
  translations: number;
  refused: RefusedLine[];
};

const fingerprintOf = (files: readonly DictionarySourceFile[]) => {
  const hash = createHash('sha256').update(`format ${IMPORT_FORMAT_VERSION}\n`);
  for (const file of files) hash.update(`${file.direction}\n`).update(file.lines.join('\n'));
  return hash.digest('hex');
};

const opposite = (direction: TDictionaryDirection): TDictionaryDirection =>
  direction === 'en-es' ? 'es-en' : 'en-es';

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) out.push(items.slice(start, start + BATCH));
  return out;
}

async function upsertEntries(tx: DbOrTx, entries: CollectedEntry[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const batch of chunks(entries)) {
    const result = await tx.execute<{ id: string; import_key: string }>(sql`
      insert into dictionary_entries as e (id, source, direction, headword, ipa, parts_of_speech, summary,
        sensitive_only, proper_noun, frequency_rank, frequency_band, import_key, updated_at, deleted_at)
      select u.id, ${SOURCE}, u.direction, u.headword, u.ipa, string_to_array(u.pos, ','), u.summary,
        u.sensitive, u.proper, u.rank, u.band, u.key, now(), null
      from unnest(${sql.param(batch.map(() => newId()))}::uuid[], ${sql.param(batch.map((e) => e.direction))}::text[],
        ${sql.param(batch.map((e) => e.headword))}::text[], ${sql.param(batch.map((e) => e.ipa))}::text[],
        ${sql.param(batch.map((e) => e.partsOfSpeech.join(',')))}::text[], ${sql.param(batch.map((e) => e.summary))}::text[],
        ${sql.param(batch.map((e) => e.sensitiveOnly))}::boolean[], ${sql.param(batch.map((e) => e.properNoun))}::boolean[],
        ${sql.param(batch.map((e) => e.frequencyRank))}::integer[],
        ${sql.param(batch.map((e) => e.frequencyBand))}::smallint[], ${sql.param(batch.map((e) => e.key))}::text[])
        as u(id, direction, headword, ipa, pos, summary, sensitive, proper, rank, band, key)
      on conflict (import_key) do update set ipa = excluded.ipa, parts_of_speech = excluded.parts_of_speech,
        summary = excluded.summary, sensitive_only = excluded.sensitive_only, proper_noun = excluded.proper_noun,
        frequency_rank = excluded.frequency_rank, frequency_band = excluded.frequency_band,
        updated_at = now(), deleted_at = null
      returning e.id, e.import_key`);
    for (const row of result.rows) ids.set(row.import_key, row.id);
  }
  return ids;
}

type SenseRow = {
  id: string;
  entryId: string;
  position: number;
  pos: string;
  gender: string | null;
  gloss: string | null;
  tags: string;
  sensitive: boolean;
  seeAlso: string | null;
  seeAlsoEntryId: string | null;
};
type TranslationRow = {
  id: string;
  senseId: string;
  position: number;
  text: string;
  gender: string | null;
  tags: string;
  sensitive: boolean;
  targetEntryId: string | null;
};

/** The rows of the imported senses and translations, cross-references and both directions linked. */
function senseRows(entries: CollectedEntry[], ids: Map<string, string>) {
  const senses: SenseRow[] = [];
  const translations: TranslationRow[] = [];
  const idOf = (direction: TDictionaryDirection, headword: string) =>
    ids.get(importKeyOf(direction, headword)) ??
    ids.get(importKeyOf(direction, headword.replace(/^to /, ''))) ??
    null;
  for (const entry of entries) {
    const entryId = ids.get(entry.key);
    if (!entryId) continue;
    entry.senses.forEach((sense, position) => {
      const senseId = newId();
      senses.push({
        id: senseId,
        entryId,
        position,
        pos: sense.partOfSpeech,
        gender: sense.gender,
        gloss: sense.gloss,
        tags: sense.tags.join(TAG_SEPARATOR),
        sensitive: sense.sensitive,
        seeAlso: sense.seeAlso,
        seeAlsoEntryId: sense.seeAlso ? idOf(entry.direction, sense.seeAlso) : null,
      });
      sense.translations.forEach((translation, index) => {
        translations.push({
          id: newId(),
          senseId,
          position: index,
          text: translation.text,
          gender: translation.gender,
          tags: translation.tags.join(TAG_SEPARATOR),
          sensitive: translation.sensitive,
          targetEntryId: idOf(opposite(entry.direction), translation.text),
        });
      });
    });
  }
  return { senses, translations };
}

async function insertSenses(tx: DbOrTx, rows: SenseRow[]) {
  for (const batch of chunks(rows)) {
    await tx.execute(sql`
      insert into dictionary_senses (id, entry_id, source, position, part_of_speech, gender, gloss, tags,
        sensitive, see_also, see_also_entry_id)
      select u.id, u.entry_id, ${SOURCE}, u.position, u.pos, u.gender, u.gloss,
        string_to_array(u.tags, ${TAG_SEPARATOR}), u.sensitive, u.see_also, u.see_also_entry_id
      from unnest(${sql.param(batch.map((r) => r.id))}::uuid[], ${sql.param(batch.map((r) => r.entryId))}::uuid[],
        ${sql.param(batch.map((r) => r.position))}::integer[], ${sql.param(batch.map((r) => r.pos))}::text[],
        ${sql.param(batch.map((r) => r.gender))}::text[], ${sql.param(batch.map((r) => r.gloss))}::text[],
        ${sql.param(batch.map((r) => r.tags))}::text[], ${sql.param(batch.map((r) => r.sensitive))}::boolean[],
        ${sql.param(batch.map((r) => r.seeAlso))}::text[], ${sql.param(batch.map((r) => r.seeAlsoEntryId))}::uuid[])
        as u(id, entry_id, position, pos, gender, gloss, tags, sensitive, see_also, see_also_entry_id)`);
  }
}

async function insertTranslations(tx: DbOrTx, rows: TranslationRow[]) {
  for (const batch of chunks(rows)) {
    await tx.execute(sql`
      insert into dictionary_translations (id, sense_id, position, text, gender, tags, sensitive, target_entry_id)
      select u.id, u.sense_id, u.position, u.text, u.gender, string_to_array(u.tags, ${TAG_SEPARATOR}),
        u.sensitive, u.target_entry_id
      from unnest(${sql.param(batch.map((r) => r.id))}::uuid[], ${sql.param(batch.map((r) => r.senseId))}::uuid[],
        ${sql.param(batch.map((r) => r.position))}::integer[], ${sql.param(batch.map((r) => r.text))}::text[],
        ${sql.param(batch.map((r) => r.gender))}::text[], ${sql.param(batch.map((r) => r.tags))}::text[],
        ${sql.param(batch.map((r) => r.sensitive))}::boolean[], ${sql.param(batch.map((r) => r.targetEntryId))}::uuid[])
        as u(id, sense_id, position, text, gender, tags, sensitive, target_entry_id)`);
  }
}

/**
 * Loads the dictionary's source files into the shared (tenant-less) dictionary tables, in one
 * transaction. Entries are updated in place by `direction:headword` (their ids stay, so what points to
 * them keeps working); imported senses and translations are replaced; entries gone from the files are
 * soft-deleted. Staff rows (source `staff`) are never touched. Files already imported are skipped
 * unless `force`. Refused lines are returned with their numbers; the rest is imported.
 */
export async function importDictionary(
  db: Database,
  files: readonly DictionarySourceFile[],
  options: { force?: boolean } = {},
): Promise<DictionaryImportResult> {
  const fingerprint = fingerprintOf(files);
  const result = await db.transaction(async (tx): Promise<DictionaryImportResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const previous = await tx.execute<{ fingerprint: string }>(
      sql`select fingerprint from dictionary_imports where source = ${SOURCE}`,
    );
    if (!options.force && previous.rows[0]?.fingerprint === fingerprint) {
      return { imported: false, entries: 0, senses: 0, translations: 0, refused: [] };
    }
    const { entries, refused } = collectDictionaryEntries(files);
    const ids = await upsertEntries(tx, entries);
    await tx.execute(sql`
      update dictionary_entries set deleted_at = now()
      where source = ${SOURCE} and deleted_at is null and updated_at < now()`);
    await tx.execute(sql`
      delete from dictionary_translations t using dictionary_senses s
      where s.id = t.sense_id and s.source = ${SOURCE}`);
    await tx.execute(sql`delete from dictionary_senses where source = ${SOURCE}`);
    const { senses, translations } = senseRows(entries, ids);
    await insertSenses(tx, senses);
    await insertTranslations(tx, translations);
    const counts = { entries: entries.length, senses: senses.length, translations: translations.length };
    await tx.execute(sql`
      insert into dictionary_imports (source, fingerprint, entries, senses, translations, refused_lines, imported_at)
      values (${SOURCE}, ${fingerprint}, ${counts.entries}, ${counts.senses}, ${counts.translations},
        ${refused.length}, now())
      on conflict (source) do update set fingerprint = excluded.fingerprint, entries = excluded.entries,
        senses = excluded.senses, translations = excluded.translations,
        refused_lines = excluded.refused_lines, imported_at = excluded.imported_at`);
    return { imported: true, ...counts, refused };
  });
  if (result.imported) {
    // The updates leave the old row versions behind: reclaimed at once, or the search index and the
    // table it rechecks stay twice their size until autovacuum comes (search twice as slow).
    for (const table of ['dictionary_entries', 'dictionary_senses', 'dictionary_translations']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  }
  return result;
}
