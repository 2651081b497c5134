import type { TDictionaryDirection, TPartOfSpeech } from '@puente/shared';

/** One translation of a sense: `libro {m}`, `[Spain] contable {m} {f}`, `chala {f} [Chile]`. */
type ParsedTranslation = { text: string; gender: string | null; tags: string[]; sensitive: boolean };

/** One line of a source file: one sense of a headword. */
export type ParsedSense = {
  headword: string;
  partOfSpeech: TPartOfSpeech;
  /** Gender of a Spanish headword (`{m}`, `{f}`, `{mp}` …) in the translations' notation. */
  gender: string | null;
  ipa: string | null;
  gloss: string | null;
  tags: string[];
  sensitive: boolean;
  /** `SEE: other headword ::`: a cross-reference instead of translations. */
  seeAlso: string | null;
  translations: ParsedTranslation[];
};

export type ParsedLine =
  | { kind: 'sense'; sense: ParsedSense }
  | { kind: 'skip' }
  | { kind: 'refused'; reason: string };

/** Senses and translations with these tags are hidden from students by default. */
const SENSITIVE_TAGS = new Set([
  'vulgar',
  'offensive',
  'derogatory',
  'slur',
  'ethnic slur',
  'pejorative',
  'explicit',
]);

const POS: Record<string, TPartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  pron: 'pronoun',
  prep: 'preposition',
  conj: 'conjunction',
  interj: 'interjection',
  determiner: 'determiner',
  article: 'article',
  art: 'article',
  num: 'numeral',
  numm: 'numeral',
  'cardinal num': 'numeral',
  prop: 'proper-noun',
  propm: 'proper-noun',
  propf: 'proper-noun',
  phrase: 'phrase',
  idiom: 'phrase',
  proverb: 'proverb',
  prefix: 'prefix',
  suffix: 'suffix',
  affix: 'prefix',
  abbr: 'abbreviation',
  abbrf: 'abbreviation',
  initialism: 'abbreviation',
  initialismm: 'abbreviation',
  acronym: 'abbreviation',
  contraction: 'contraction',
  particle: 'particle',
  letter: 'letter',
  symbol: 'symbol',
  advm: 'adverb',
};

/** Spanish verb labels: the kind of verb becomes a tag. */
const VERB_KINDS: Record<string, string[]> = {
  vt: ['transitive'],
  vtr: ['transitive'],
  vi: ['intransitive'],
  vr: ['reflexive'],
  vrr: ['reflexive'],
  vp: ['pronominal'],
  vit: ['intransitive', 'transitive'],
  vitr: ['intransitive', 'transitive'],
  vir: ['intransitive', 'reflexive'],
  vtp: ['transitive', 'pronominal'],
  vm: [],
  vf: [],
};

/** Noun labels of Spanish headwords and the gender they carry. */
const NOUN_GENDERS: Record<string, string> = {
  m: 'm',
  f: 'f',
  mf: 'm/f',
  'm-f': 'm/f',
  mp: 'm pl',
  fp: 'f pl',
  mpfp: 'm/f pl',
  p: 'pl',
  'm-p': 'm pl',
  'f-p': 'f pl',
  s: 'sg',
  'm-s': 'm sg',
  'f-s': 'f sg',
  'm-d': 'm',
};

function partOfSpeechOf(label: string): { pos: TPartOfSpeech; gender: string | null; tags: string[] } | null {
  const gender = NOUN_GENDERS[label];
  if (gender) return { pos: 'noun', gender, tags: [] };
  const verbKind = VERB_KINDS[label];
  if (verbKind) return { pos: 'verb', gender: null, tags: verbKind };
  const pos = POS[label];
  if (pos) return { pos, gender: label === 'propm' ? 'm' : label === 'propf' ? 'f' : null, tags: [] };
  return null;
}

const splitTags = (inside: string) =>
  inside
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !/^\d+$/.test(tag));

const isSensitiveTag = (tag: string) => SENSITIVE_TAGS.has(tag.toLowerCase());

/** The index after the bracket that closes the one at `start` (nested brackets counted), or -1. */
function closingIndex(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    if (text[index] === open) depth++;
    else if (text[index] === close) {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** Splits `a, b (c, d), [e, f] g` on the commas outside brackets. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') depth++;
    else if ((char === ')' || char === ']' || char === '}') && depth > 0) depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** `[colloquial, Chile] chala {f}` → text, gender and tags. Null when nothing is left of the word. */
function parseTranslation(raw: string): ParsedTranslation | null {
  const tags: string[] = [];
  const genders: string[] = [];
  const text = raw
    .replace(/\[([^\]]*)\]/g, (_whole, inside: string) => {
      tags.push(...splitTags(inside));
      return ' ';
    })
    .replace(/\{([^}]*)\}/g, (_whole, inside: string) => {
      genders.push(inside.trim());
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const nounGenders = genders.map((label) => NOUN_GENDERS[label]).filter((g): g is string => Boolean(g));
  let gender: string | null = null;
  if (nounGenders.includes('m') && nounGenders.includes('f')) gender = 'm/f';
  else if (nounGenders.length > 0) gender = nounGenders[0] ?? null;
  return { text, gender, tags, sensitive: tags.some(isSensitiveTag) };
}

/** Qualifiers a gloss starts with: `((vulgar, slang) testicle)`, `(vulgar slang: sex)`. */
function glossQualifiers(gloss: string): string[] {
  const nested = /^\(([^()]*)\)/.exec(gloss);
  if (nested?.[1]) return splitTags(nested[1]);
  const lead = /^(vulgar|offensive|derogatory|pejorative|explicit)\b/i.exec(gloss);
  return lead?.[1] ? [lead[1].toLowerCase()] : [];
}

/** `[… of, lemma]` among the tags: the description and the lemma of an inflected form. */
function formOfTag(tags: string[]): { index: number; description: string; lemma: string } | null {
  const index = tags.findIndex((tag) => / of$/.test(tag));
  const lemma = index >= 0 ? tags[index + 1] : undefined;
  const description = tags[index];
  return lemma && description ? { index, description, lemma } : null;
}

/**
 * Parses one line of a source file (README: `headword {pos} /IPA/ (gloss) :: translation {g}, …`,
 * `headword {pos} (gloss) SEE: other ::`, Spanish side `casa {f} [tags] :: house`). Comments and blank
 * lines are skipped; a line that does not follow the format is refused with the reason.
 */
export function parseDictionaryLine(line: string, direction: TDictionaryDirection): ParsedLine {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return { kind: 'skip' };
  const separator = trimmed.indexOf(' ::');
  if (separator < 0) return { kind: 'refused', reason: 'no " :: " separator' };
  const left = trimmed.slice(0, separator);
  const right = trimmed.slice(separator + 3).trim();
  const head = /^([^{}[\]]+?) \{([^}]+)\}(.*)$/.exec(left);
  if (!head) return { kind: 'refused', reason: 'no "headword {part of speech}"' };
  const headword = (head[1] ?? '').trim();
  const label = (head[2] ?? '').trim();
  const speech = partOfSpeechOf(label);
  if (!speech) return { kind: 'refused', reason: `unknown part of speech {${label}}` };
  let rest = (head[3] ?? '').trim();
  let ipa: string | null = null;
  let gloss: string | null = null;
  let seeAlso: string | null = null;
  let gender = speech.gender;
  const tags = [...speech.tags];
  while (rest !== '') {
    if (rest.startsWith('{')) {
      // A second label (`{m} {f}`): both genders.
      const end = rest.indexOf('}');
      if (end < 0) return { kind: 'refused', reason: 'unclosed "{"' };
      const extra = partOfSpeechOf(rest.slice(1, end).trim());
      if (extra?.gender && gender && extra.gender !== gender) gender = 'm/f';
      rest = rest.slice(end + 1).trim();
    } else if (rest.startsWith('/')) {
      const end = rest.indexOf('/', 1);
      if (end < 0) return { kind: 'refused', reason: 'unclosed IPA "/"' };
      ipa = rest.slice(1, end).trim() || null;
      rest = rest.slice(end + 1).trim();
    } else if (rest.startsWith('[')) {
      const end = closingIndex(rest, 0, '[', ']');
      if (end < 0) return { kind: 'refused', reason: 'unclosed "["' };
      tags.push(...splitTags(rest.slice(1, end - 1)));
      rest = rest.slice(end).trim();
    } else if (rest.startsWith('(')) {
      const end = closingIndex(rest, 0, '(', ')');
      if (end < 0) return { kind: 'refused', reason: 'unclosed "("' };
      gloss = rest.slice(1, end - 1).trim() || null;
      rest = rest.slice(end).trim();
    } else if (rest.startsWith('SEE:')) {
      seeAlso = rest.slice(4).trim() || null;
      rest = '';
    } else return { kind: 'refused', reason: `unexpected text "${rest.slice(0, 40)}"` };
  }
  if (seeAlso && right !== '') return { kind: 'refused', reason: 'a cross-reference with translations' };
  if (!seeAlso && right === '') {
    // An inflected form (`abañada {v} [feminine past participle of, abañar] ::`): a cross-reference to its lemma.
    const formOf = formOfTag(tags);
    if (formOf) {
      tags.splice(formOf.index, 2);
      gloss = formOf.description;
      seeAlso = formOf.lemma;
    }
  }
  const translations =
    direction === 'en-es'
      ? splitTopLevel(right)
          .map(parseTranslation)
          .filter((t): t is ParsedTranslation => t !== null)
      : right === ''
        ? []
        : // An English meaning may start with its own qualifiers: `(explicit) to ejaculate`.
          [{ text: right, gender: null, tags: [], sensitive: glossQualifiers(right).some(isSensitiveTag) }];
  if (!seeAlso && translations.length === 0) return { kind: 'refused', reason: 'no translation' };
  const qualifiers = gloss ? glossQualifiers(gloss) : [];
  const sensitive =
    tags.some(isSensitiveTag) ||
    qualifiers.some(isSensitiveTag) ||
    (translations.length > 0 && translations.every((t) => t.sensitive));
  return {
    kind: 'sense',
    sense: { headword, partOfSpeech: speech.pos, gender, ipa, gloss, tags, sensitive, seeAlso, translations },
  };
}
