/** Importing the shipped Wiktionary lists: reading, parsing, collecting and writing the entries. */
export { importDictionary } from './import-dictionary.ts';
export { readDictionaryFiles } from './read-dictionary-files.ts';
