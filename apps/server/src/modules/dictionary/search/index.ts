/** The in-process search: the headwords and forms of every entry, searched without a statement. */
export { createDictionarySearchIndex, type DictionarySearchIndex } from './dictionary-search-index.ts';
export { searchKeyInProcess } from './search-key-in-process.ts';
