import type { TDictionaryDirection, TInflectionFeature, TPartOfSpeech } from '@puente/shared';
import irregular from '../../../../assets/dictionary/irregular-forms.json' with { type: 'json' };

/** A headword a searched form may be an inflection of, with what the form is and the parts of speech that fit. */
export type LemmaCandidate = {
  lemma: string;
  direction: TDictionaryDirection;
  features: TInflectionFeature[];
  partsOfSpeech: TPartOfSpeech[];
};

type Rule = {
  /** The ending's last letters, written out (`es` of `([^aeiou])es`): a key without them cannot match. */
  tail: string;
  ending: RegExp;
  endings: string[];
  features: TInflectionFeature[];
  partsOfSpeech: TPartOfSpeech[];
};

const NOMINAL: TPartOfSpeech[] = ['noun', 'adjective'];
const ADJECTIVE: TPartOfSpeech[] = ['adjective'];
const VERB: TPartOfSpeech[] = ['verb'];
const rule = (
  ending: string,
  endings: string[],
  features: TInflectionFeature[],
  partsOfSpeech: TPartOfSpeech[],
): Rule => ({
  tail: /[a-z]*$/.exec(ending)?.[0] ?? '',
  ending: new RegExp(`^(.{2,}?)${ending}$`),
  endings,
  features,
  partsOfSpeech,
});

/** Spanish endings (on the accent-folded key): gender and number, then the regular verb forms. */
const SPANISH: Rule[] = [
  rule('as', ['o'], ['feminine', 'plural'], ADJECTIVE),
  rule('a', ['o'], ['feminine'], ADJECTIVE),
  rule('oras', ['or'], ['feminine', 'plural'], NOMINAL),
  rule('ora', ['or'], ['feminine'], NOMINAL),
  rule('os', ['o'], ['plural'], NOMINAL),
  rule('ces', ['z'], ['plural'], NOMINAL),
  rule('([^aeiou])es', ['$2'], ['plural'], NOMINAL),
  rule('([aeiou])s', ['$2'], ['plural'], NOMINAL),
  rule('ado', ['ar'], ['past-participle'], VERB),
  rule('ada', ['ar'], ['past-participle', 'feminine'], VERB),
  rule('ados', ['ar'], ['past-participle', 'plural'], VERB),
  rule('adas', ['ar'], ['past-participle', 'feminine', 'plural'], VERB),
  rule('ido', ['er', 'ir'], ['past-participle'], VERB),
  rule('ida', ['er', 'ir'], ['past-participle', 'feminine'], VERB),
  rule('ando', ['ar'], ['gerund'], VERB),
  rule('iendo', ['er', 'ir'], ['gerund'], VERB),
  rule('aron', ['ar'], ['preterite'], VERB),
  rule('ieron', ['er', 'ir'], ['preterite'], VERB),
  rule('aste', ['ar'], ['preterite'], VERB),
  rule('iste', ['er', 'ir'], ['preterite'], VERB),
  rule('io', ['er', 'ir'], ['preterite', 'third-person'], VERB),
  rule('aba', ['ar'], ['imperfect'], VERB),
  rule('aban', ['ar'], ['imperfect'], VERB),
  rule('ia', ['er', 'ir'], ['imperfect'], VERB),
  rule('ian', ['er', 'ir'], ['imperfect'], VERB),
  rule('(ar|er|ir)(e|as|a|emos|an)', ['$2'], ['future'], VERB),
  rule('(ar|er|ir)(ia|ias|iamos|ian)', ['$2'], ['conditional'], VERB),
  rule('o', ['ar', 'er', 'ir'], ['present'], VERB),
  rule('a', ['ar'], ['present', 'third-person'], VERB),
  rule('e', ['er', 'ir'], ['present', 'third-person'], VERB),
  rule('amos', ['ar'], ['present'], VERB),
  rule('an', ['ar'], ['present'], VERB),
  rule('en', ['er', 'ir'], ['present'], VERB),
];

/** English endings: plurals and third persons, past forms, gerunds, comparatives. */
const ENGLISH: Rule[] = [
  rule('ies', ['y'], ['plural'], ['noun']),
  rule('ies', ['y'], ['present', 'third-person'], VERB),
  rule('(s|x|z|ch|sh|o)es', ['$2'], ['plural'], ['noun']),
  rule('(s|x|z|ch|sh|o)es', ['$2'], ['present', 'third-person'], VERB),
  rule('([^s])s', ['$2'], ['plural'], ['noun']),
  rule('([^s])s', ['$2'], ['present', 'third-person'], VERB),
  rule('ied', ['y'], ['past'], VERB),
  rule('ed', ['', 'e'], ['past'], VERB),
  rule('([bdgklmnprt])\\2ed', ['$2'], ['past'], VERB),
  rule('ing', ['', 'e'], ['gerund'], VERB),
  rule('([bdgklmnprt])\\2ing', ['$2'], ['gerund'], VERB),
  rule('ier', ['y'], ['comparative'], ADJECTIVE),
  rule('er', ['', 'e'], ['comparative'], ADJECTIVE),
  rule('([bdgt])\\2er', ['$2'], ['comparative'], ADJECTIVE),
  rule('iest', ['y'], ['superlative'], ADJECTIVE),
  rule('est', ['', 'e'], ['superlative'], ADJECTIVE),
];

const IRREGULAR = irregular as unknown as Record<
  'en' | 'es',
  Record<string, [string, TInflectionFeature[]][]>
>;

/** A word's irregular forms (`constructor` is a word, not the table's own property). */
const irregularOf = (language: 'en' | 'es', key: string) =>
  Object.hasOwn(IRREGULAR[language], key) ? (IRREGULAR[language][key] ?? []) : [];

function byRules(key: string, rules: Rule[], direction: TDictionaryDirection): LemmaCandidate[] {
  const out: LemmaCandidate[] = [];
  for (const { tail, ending, endings, features, partsOfSpeech } of rules) {
    if (!key.endsWith(tail)) continue;
    const match = ending.exec(key);
    if (!match) continue;
    const stem = match[1] ?? '';
    for (const end of endings) {
      const lemma = stem + end.replace('$2', match[2] ?? '');
      if (lemma !== key) out.push({ lemma, direction, features, partsOfSpeech });
    }
  }
  return out;
}

/**
 * The headwords a searched form may be an inflection of (`embarazada` → `embarazado`, feminine; `went`
 * → `go`, past): the irregular forms first, then the regular endings of each language. The key is a
 * search key (lower case, accents folded); the caller keeps only the candidates the dictionary has,
 * with a part of speech that fits.
 */
export function lemmaCandidates(key: string, directions: readonly TDictionaryDirection[]): LemmaCandidate[] {
  if (key.includes(' ') || Array.from(key).length < 3) return [];
  const out: LemmaCandidate[] = [];
  if (directions.includes('en-es')) {
    for (const [lemma, features] of irregularOf('en', key))
      out.push({ lemma, direction: 'en-es', features, partsOfSpeech: VERB.concat(NOMINAL) });
    out.push(...byRules(key, ENGLISH, 'en-es'));
  }
  if (directions.includes('es-en')) {
    for (const [lemma, features] of irregularOf('es', key))
      out.push({ lemma, direction: 'es-en', features, partsOfSpeech: VERB });
    out.push(...byRules(key, SPANISH, 'es-en'));
  }
  return out;
}
