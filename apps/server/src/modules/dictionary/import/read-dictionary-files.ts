import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { DictionarySourceFile } from './collect-dictionary-entries.ts';

/** The shipped data: the English Wiktionary's English→Spanish and Spanish→English lists (assets/dictionary). */
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../assets/dictionary');

const files = [
  { name: 'en-es-enwiktionary.txt.gz', direction: 'en-es' },
  { name: 'es-en-enwiktionary.txt.gz', direction: 'es-en' },
] as const;

/** Reads and unpacks the shipped source files. */
export async function readDictionaryFiles(): Promise<DictionarySourceFile[]> {
  const unzip = promisify(gunzip);
  return Promise.all(
    files.map(async ({ name, direction }) => {
      const text = (await unzip(await readFile(path.join(folder, name)))).toString('utf8');
      return { name, direction, lines: text.split('\n') };
    }),
  );
}
