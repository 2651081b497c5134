/** Public entry of the dictionary module: what the seed, the CLI and other modules may use. */

export { getDictionaryEntry } from './get-dictionary-entry.ts';
export { importDictionary } from './import-dictionary.ts';
export { readDictionaryFiles } from './read-dictionary-files.ts';
