/** Public entry of the dictionary module: what the seed, the CLI and other modules may use. */

export { getDictionaryEntry } from './get-dictionary-entry.ts';
export { importDictionary, readDictionaryFiles } from './import/index.ts';
