import type { ErrorEntry } from './error-entry.ts';

/** The staff dictionary wizards: words, categories and phrases of a school. */
export const dictionaryErrors = {
  'dictionary.false-friend-not-found': {
    status: 404,
    es: 'Falso amigo no encontrado',
    en: 'False friend not found',
  },
  'dictionary.empty-false-friend-word': { status: 400, es: 'Escriba la palabra', en: 'Enter the word' },
  'dictionary.empty-false-friend-meaning': {
    status: 400,
    es: 'Escriba lo que significa',
    en: 'Enter what it means',
  },
  'dictionary.empty-false-friend-source': {
    status: 400,
    es: 'Indique la obra de referencia',
    en: 'Enter the reference work',
  },
  'dictionary.word-not-found': { status: 404, es: 'Palabra no encontrada', en: 'Word not found' },
  'dictionary.empty-headword': {
    status: 400,
    es: 'Escriba la palabra en inglés',
    en: 'Enter the English word',
  },
  'dictionary.empty-part-of-speech': {
    status: 400,
    es: 'Elija la categoría gramatical',
    en: 'Choose the part of speech',
  },
  'dictionary.no-senses': {
    status: 400,
    es: 'Añada al menos un significado',
    en: 'Add at least one meaning',
  },
  'dictionary.no-translations': {
    status: 400,
    es: 'Añada al menos una traducción',
    en: 'Add at least one translation',
  },
  'dictionary.empty-translation': { status: 400, es: 'La traducción está vacía', en: 'Empty translation' },
  'dictionary.empty-example': {
    status: 400,
    es: 'La oración de ejemplo está vacía',
    en: 'Empty example sentence',
  },
  'dictionary.audio-not-found': {
    status: 400,
    es: 'El audio no existe: súbalo de nuevo',
    en: 'The audio file does not exist: upload it again',
  },
  'dictionary.category-not-found': { status: 404, es: 'Categoría no encontrada', en: 'Category not found' },
  'dictionary.empty-category-name': {
    status: 400,
    es: 'El nombre de la categoría está vacío',
    en: 'Empty category name',
  },
  'dictionary.phrase-not-found': { status: 404, es: 'Frase no encontrada', en: 'Phrase not found' },
  'dictionary.empty-phrase': {
    status: 400,
    es: 'Escriba la frase en inglés',
    en: 'Enter the English phrase',
  },
  'dictionary.empty-phrase-kind': {
    status: 400,
    es: 'Elija si es una frase o un modismo',
    en: 'Choose whether it is a phrase or an idiom',
  },
  'dictionary.no-linked-words': {
    status: 400,
    es: 'Vincule al menos una palabra del diccionario',
    en: 'Link at least one dictionary word',
  },
} satisfies Record<string, ErrorEntry>;
