/**
 * Recorded English speech shipped with the web app: generated once at development time
 * (`scripts/generate-speech-audio.ts`) for the demo content's words and sentences and the most used
 * English words, served as static files `SPOKEN_AUDIO_BASE/<key>.mp3`, listed in
 * `SPOKEN_AUDIO_BASE/index.json` (decision 0077).
 */
export const SPOKEN_AUDIO_BASE = '/audio/en';

/** FNV-1a of a text, as 8 hex digits (a short, stable suffix for long keys). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The file key of an English text: lower case, accents and punctuation dropped, words joined by dashes
 * ("I'd like" → `i-d-like`); a long text keeps its start and a hash of the whole.
 */
export function spokenAudioKey(text: string): string {
  const normal = text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  const slug = normal
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug !== '' && slug.length <= 48) return slug;
  return `${slug.slice(0, 40).replace(/-+$/, '')}-${fnv1a(normal)}`.replace(/^-/, '');
}
