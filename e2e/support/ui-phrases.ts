import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from './auth';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localesDir = path.join(root, 'apps/web/src/locales');

const texts = (lang: Lang): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(path.join(localesDir, lang))
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const namespace = name.slice(0, -'.json'.length);
        const entries = Object.entries(JSON.parse(readFileSync(path.join(localesDir, lang, name), 'utf8')));
        return Object.fromEntries(entries.map(([key, value]) => [`${namespace}:${key}`, String(value)]));
      }),
  );

/** Texts written the same in both languages: names, and words Spanish and English share. */
const SAME_IN_BOTH = new Set(['Puente', 'Español', 'English', 'Video', 'Audio', 'Error', 'error', 'CVC']);

/**
 * The interface phrases of the other language that must never show in `lang`: every text of the other
 * language's locale files (a text left untranslated included), cut at its {{placeholders}}, at least two
 * words or one word of five letters or more, and not found inside a different text of `lang` ("Error!"
 * is inside "¡Error!"). Only the texts written the same in both languages are allowed.
 */
export function foreignPhrases(lang: Lang): string[] {
  const own = texts(lang);
  const other = texts(lang === 'es' ? 'en' : 'es');
  const phrases = new Set<string>();
  for (const value of Object.values(other)) {
    if (SAME_IN_BOTH.has(value)) continue;
    const ownValues = Object.values(own).filter((text) => text !== value);
    for (const fragment of value.split(/\{\{[^}]+\}\}/)) {
      const phrase = fragment.trim().replace(/^[^\p{L}]+|[^\p{L}.!?]+$/gu, '');
      const long = phrase.includes(' ') || phrase.length >= 5;
      if (!long || !/\p{L}{2}/u.test(phrase)) continue;
      if (ownValues.some((text) => text.includes(phrase))) continue;
      phrases.add(phrase);
    }
  }
  return [...phrases];
}

/**
 * Every text of the starter content, line by line: course content is aside (lessons are explained in
 * Spanish whatever the interface language, and their English is the subject taught).
 */
export function contentLines(): Set<string> {
  const content = JSON.parse(
    readFileSync(path.join(root, 'apps/server/content/starter-content.json'), 'utf8'),
  );
  const lines = new Set<string>();
  const walk = (value: unknown, key: string) => {
    // The instructions are interface texts: each language shows its own (checked, not set aside).
    if (key === 'prompt' || key === 'promptEn') return;
    if (typeof value === 'string') {
      for (const line of value.split(/\n+/)) if (line.trim()) lines.add(line.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) walk(item, child);
    }
  };
  walk(content, '');
  return lines;
}

/** The phrases of `phrases` found as whole words in `text`. */
export function phrasesIn(text: string, phrases: string[]): string[] {
  const literal = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return phrases.filter((phrase) =>
    new RegExp(`(^|[^\\p{L}])${literal(phrase)}($|[^\\p{L}])`, 'u').test(text),
  );
}
