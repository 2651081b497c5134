import type { TDictionaryEntry, TDictionaryHit, TFalseFriendFlag, TPartOfSpeech } from '@puente/shared';
import type { EntryLessonRow, EntryRow, PhraseRow, SearchHitRow, SenseRow } from './dictionary.repository.ts';

const MATCHES = ['exact', 'lemma', 'prefix', 'fuzzy', 'fuzzy'] as const;

export function presentHit(
  row: SearchHitRow,
  inflection: TDictionaryHit['inflection'] = null,
): TDictionaryHit {
  return {
    id: row.id,
    headword: row.headword,
    direction: row.direction,
    partsOfSpeech: row.parts_of_speech,
    summary: row.summary,
    frequencyBand: Number(row.frequency_band),
    match: MATCHES[Number(row.tier)] ?? 'fuzzy',
    inflection,
  };
}

/**
 * A name that both languages write alike (`Apple` → `Apple (name of the company …)`): only names, each
 * translated by the headword itself.
 */
function sameInBothLanguages(entry: EntryRow, senses: SenseRow[]): boolean {
  const name = entry.headword.toLowerCase();
  return (
    senses.length > 0 &&
    senses.every(
      (sense) =>
        sense.part_of_speech === 'proper-noun' &&
        sense.translations.length > 0 &&
        sense.translations.every((t) => t.text.toLowerCase().replace(/^the /, '').startsWith(name)),
    )
  );
}

/** The entry with its senses grouped by part of speech: the part with most senses first (`run`: verb). */
export function presentEntry(
  entry: EntryRow,
  senses: SenseRow[],
  extra: {
    phrases: PhraseRow[];
    audioUrl: string | null;
    lessons: EntryLessonRow[];
    falseFriends: TFalseFriendFlag[];
  },
): TDictionaryEntry {
  const groups = new Map<TPartOfSpeech, TDictionaryEntry['groups'][number]['senses']>();
  for (const sense of senses) {
    const group = groups.get(sense.part_of_speech) ?? [];
    groups.set(sense.part_of_speech, group);
    group.push({
      id: sense.id,
      gloss: sense.gloss,
      gender: sense.gender,
      tags: sense.tags,
      sensitive: sense.sensitive,
      translations: sense.translations.map(({ text, gender, tags, entryId }) => ({
        text,
        gender,
        tags,
        entryId,
      })),
      seeAlso: sense.see_also ? { headword: sense.see_also, entryId: sense.see_also_entry_id } : null,
    });
  }
  return {
    id: entry.id,
    headword: entry.headword,
    direction: entry.direction,
    ipa: entry.ipa,
    frequencyBand: Number(entry.frequency_band),
    source: entry.source,
    sameInBothLanguages: sameInBothLanguages(entry, senses),
    falseFriends: extra.falseFriends,
    groups: [...groups]
      .map(([partOfSpeech, items], order) => ({ partOfSpeech, senses: items, order }))
      .sort((a, b) => b.senses.length - a.senses.length || a.order - b.order)
      .map(({ partOfSpeech, senses: items }) => ({ partOfSpeech, senses: items })),
    examples: entry.examples,
    category:
      entry.category_es !== null && entry.category_en !== null
        ? { es: entry.category_es, en: entry.category_en }
        : null,
    phrases: extra.phrases.map(({ id, kind, text, translation, example }) => ({
      id,
      kind,
      text,
      translation,
      example,
    })),
    audioUrl: extra.audioUrl,
    lessons: extra.lessons.map((lesson) => ({
      courseId: lesson.course_id,
      chapterId: lesson.chapter_id,
      title: { es: lesson.title_es, en: lesson.title_en },
      example: lesson.example,
      exampleEs: lesson.example_es,
      seen: lesson.seen,
    })),
  };
}
