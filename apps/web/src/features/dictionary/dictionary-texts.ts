import { i18n } from '../../lib/i18n';

/**
 * The dictionary screen's texts, in the screen's own chunk (namespace `dictionary`): not in the
 * language files every first screen loads (decision 0003 keeps those per feature; this feature's
 * texts come with its code, so the login and landing pages carry none of them).
 */
const es = {
  title: 'Diccionario',
  subtitle: 'Inglés ⇄ español: escriba una palabra en cualquiera de los dos idiomas.',
  'search.label': 'Buscar una palabra',
  'search.placeholder': 'Por ejemplo: run, correr, canción',
  'search.hint':
    'Escriba al menos una letra. Use las flechas para recorrer los resultados y Intro para abrir uno.',
  'search.searching': 'Buscando…',
  'search.empty':
    'No se encontró ninguna palabra para «{{query}}». Revise la ortografía o cambie de dirección.',
  'search.results': 'Resultados',
  'search.count': '{{count}} resultados',
  'search.more': 'Cargando más resultados…',
  'direction.label': 'Dirección',
  'direction.auto': 'Automática',
  'direction.en-es': 'Inglés → español',
  'direction.es-en': 'Español → inglés',
  'direction.detected': 'Detectada: {{direction}}',
  'match.fuzzy': 'Ortografía parecida',
  'entry.back': 'Volver a los resultados',
  'entry.choose': 'Elija una palabra de la lista para ver sus significados.',
  'entry.ipa': 'Pronunciación',
  'entry.seeAlso': 'Véase',
  'entry.sensitive': 'Vulgar u ofensivo',
  'entry.staff': 'Añadida por su escuela',
  'entry.heading': 'Significados de «{{headword}}»',
  'band.1': 'Muy frecuente',
  'band.2': 'Frecuente',
  'band.3': 'Común',
  'band.4': 'Poco común',
  'band.5': 'Rara',
  'band.label': 'Frecuencia de uso: {{band}}',
  'pos.noun': 'Sustantivo',
  'pos.verb': 'Verbo',
  'pos.adjective': 'Adjetivo',
  'pos.adverb': 'Adverbio',
  'pos.pronoun': 'Pronombre',
  'pos.preposition': 'Preposición',
  'pos.conjunction': 'Conjunción',
  'pos.interjection': 'Interjección',
  'pos.determiner': 'Determinante',
  'pos.article': 'Artículo',
  'pos.numeral': 'Numeral',
  'pos.proper-noun': 'Nombre propio',
  'pos.phrase': 'Expresión',
  'pos.proverb': 'Refrán',
  'pos.prefix': 'Prefijo',
  'pos.suffix': 'Sufijo',
  'pos.abbreviation': 'Abreviatura',
  'pos.contraction': 'Contracción',
  'pos.particle': 'Partícula',
  'pos.letter': 'Letra',
  'pos.symbol': 'Símbolo',
  'pos.other': 'Otro',
  'attribution.text':
    'Datos del diccionario: extraídos del Wiktionary en inglés por Matthias Buchmeier (versión del 2 de enero de 2015), con licencia',
  'attribution.source': 'Wiktionary en inglés',
  'attribution.authors': 'autores',
  'attribution.license': 'CC BY-SA 3.0',
};

type Texts = typeof es;

const en: Texts = {
  title: 'Dictionary',
  subtitle: 'English ⇄ Spanish: type a word in either language.',
  'search.label': 'Search for a word',
  'search.placeholder': 'For example: run, correr, canción',
  'search.hint':
    'Type at least one letter. Use the arrow keys to move through the results and Enter to open one.',
  'search.searching': 'Searching…',
  'search.empty': 'No word found for “{{query}}”. Check the spelling or change the direction.',
  'search.results': 'Results',
  'search.count': '{{count}} results',
  'search.more': 'Loading more results…',
  'direction.label': 'Direction',
  'direction.auto': 'Automatic',
  'direction.en-es': 'English → Spanish',
  'direction.es-en': 'Spanish → English',
  'direction.detected': 'Detected: {{direction}}',
  'match.fuzzy': 'Similar spelling',
  'entry.back': 'Back to the results',
  'entry.choose': 'Choose a word from the list to see its meanings.',
  'entry.ipa': 'Pronunciation',
  'entry.seeAlso': 'See',
  'entry.sensitive': 'Vulgar or offensive',
  'entry.staff': 'Added by your school',
  'entry.heading': 'Meanings of “{{headword}}”',
  'band.1': 'Very common',
  'band.2': 'Common',
  'band.3': 'Fairly common',
  'band.4': 'Uncommon',
  'band.5': 'Rare',
  'band.label': 'How often it is used: {{band}}',
  'pos.noun': 'Noun',
  'pos.verb': 'Verb',
  'pos.adjective': 'Adjective',
  'pos.adverb': 'Adverb',
  'pos.pronoun': 'Pronoun',
  'pos.preposition': 'Preposition',
  'pos.conjunction': 'Conjunction',
  'pos.interjection': 'Interjection',
  'pos.determiner': 'Determiner',
  'pos.article': 'Article',
  'pos.numeral': 'Numeral',
  'pos.proper-noun': 'Proper noun',
  'pos.phrase': 'Phrase',
  'pos.proverb': 'Proverb',
  'pos.prefix': 'Prefix',
  'pos.suffix': 'Suffix',
  'pos.abbreviation': 'Abbreviation',
  'pos.contraction': 'Contraction',
  'pos.particle': 'Particle',
  'pos.letter': 'Letter',
  'pos.symbol': 'Symbol',
  'pos.other': 'Other',
  'attribution.text':
    'Dictionary data: extracted from the English Wiktionary by Matthias Buchmeier (version of 2 January 2015), licensed under',
  'attribution.source': 'English Wiktionary',
  'attribution.authors': 'authors',
  'attribution.license': 'CC BY-SA 3.0',
};

export const dictionaryTexts = { es, en };

/** Adds the namespace once (the page calls it before its first text). */
export function registerDictionaryTexts() {
  for (const [lng, texts] of Object.entries(dictionaryTexts)) {
    if (!i18n.hasResourceBundle(lng, 'dictionary')) i18n.addResourceBundle(lng, 'dictionary', texts);
  }
}
