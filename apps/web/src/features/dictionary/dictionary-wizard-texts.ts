import { i18n } from '../../lib/i18n';
import { registerDictionaryTexts } from './dictionary-texts';

/**
 * The dictionary wizards' texts (namespace `dictionary-wizards`), in the wizards' own chunk like the
 * dictionary screen's; parts of speech come from the `dictionary` namespace.
 */
const es = {
  'word.title': 'Palabras del diccionario',
  'word.subtitle':
    'Añada las palabras de su escuela: aparecen en las búsquedas de sus estudiantes junto a las del diccionario.',
  'word.list': 'Palabras de la escuela',
  'word.row': '{{headword}} ({{pos}})',
  'word.new': 'Nueva palabra',
  'word.edit': 'Cambiar la palabra',
  'word.headword': 'Palabra en inglés',
  'word.partOfSpeech': 'Categoría gramatical',
  'word.ipa': 'Pronunciación (AFI)',
  'word.ipaHint': 'Por ejemplo: /ˈæp.əl/',
  'word.category': 'Categoría',
  'word.noCategory': 'Sin categoría',
  'word.senses': 'Significados',
  'word.sense': 'Significado {{n}}',
  'word.gloss': 'Explicación en inglés del significado {{n}}',
  'word.translations': 'Traducciones del significado {{n}}',
  'word.translationsHint': 'Escriba una traducción y pulse Intro.',
  'word.addSense': 'Añadir un significado',
  'word.removeSense': 'Quitar el significado {{n}}',
  'word.examples': 'Oraciones de ejemplo',
  'word.noExamples': 'Todavía no hay ejemplos.',
  'word.exampleEn': 'Ejemplo {{n}} en inglés',
  'word.exampleEs': 'Ejemplo {{n}} en español',
  'word.addExample': 'Añadir un ejemplo',
  'word.removeExample': 'Quitar el ejemplo {{n}}',
  'word.remove': 'Quitar',
  'word.audio': 'Grabación de la palabra',
  'category.title': 'Categorías del diccionario',
  'category.subtitle': 'Agrupe las palabras de su escuela por temas, como comida o viajes.',
  'category.list': 'Categorías',
  'category.row_one': '{{name}} · {{count}} palabra',
  'category.row_other': '{{name}} · {{count}} palabras',
  'category.new': 'Nueva categoría',
  'category.edit': 'Cambiar la categoría',
  'category.nameEs': 'Nombre en español',
  'category.nameEn': 'Nombre en inglés',
  'phrase.title': 'Frases y modismos',
  'phrase.subtitle': 'Frases hechas y modismos que los estudiantes ven en las palabras vinculadas.',
  'phrase.list': 'Frases y modismos',
  'phrase.row': '{{text}} — {{translation}}',
  'phrase.new': 'Nueva frase o modismo',
  'phrase.edit': 'Cambiar la frase o modismo',
  'phrase.kind': 'Tipo',
  'phrase.kind.phrase': 'Frase',
  'phrase.kind.idiom': 'Modismo',
  'phrase.text': 'Frase en inglés',
  'phrase.translation': 'Traducción o significado en español',
  'phrase.example': 'Ejemplo en inglés',
  'phrase.words': 'Palabras vinculadas',
};

type Texts = typeof es;

const en: Texts = {
  'word.title': 'Dictionary words',
  'word.subtitle':
    "Add your school's words: your students find them in their searches next to the dictionary's.",
  'word.list': "School's words",
  'word.row': '{{headword}} ({{pos}})',
  'word.new': 'New word',
  'word.edit': 'Change the word',
  'word.headword': 'English word',
  'word.partOfSpeech': 'Part of speech',
  'word.ipa': 'Pronunciation (IPA)',
  'word.ipaHint': 'For example: /ˈæp.əl/',
  'word.category': 'Category',
  'word.noCategory': 'No category',
  'word.senses': 'Meanings',
  'word.sense': 'Meaning {{n}}',
  'word.gloss': 'English explanation of meaning {{n}}',
  'word.translations': 'Translations of meaning {{n}}',
  'word.translationsHint': 'Type a translation and press Enter.',
  'word.addSense': 'Add a meaning',
  'word.removeSense': 'Remove meaning {{n}}',
  'word.examples': 'Example sentences',
  'word.noExamples': 'No examples yet.',
  'word.exampleEn': 'Example {{n}} in English',
  'word.exampleEs': 'Example {{n}} in Spanish',
  'word.addExample': 'Add an example',
  'word.removeExample': 'Remove example {{n}}',
  'word.remove': 'Remove',
  'word.audio': 'Recording of the word',
  'category.title': 'Dictionary categories',
  'category.subtitle': "Group your school's words by theme, such as food or travel.",
  'category.list': 'Categories',
  'category.row_one': '{{name}} · {{count}} word',
  'category.row_other': '{{name}} · {{count}} words',
  'category.new': 'New category',
  'category.edit': 'Change the category',
  'category.nameEs': 'Name in Spanish',
  'category.nameEn': 'Name in English',
  'phrase.title': 'Phrases and idioms',
  'phrase.subtitle': 'Set phrases and idioms that students see on the linked words.',
  'phrase.list': 'Phrases and idioms',
  'phrase.row': '{{text}} — {{translation}}',
  'phrase.new': 'New phrase or idiom',
  'phrase.edit': 'Change the phrase or idiom',
  'phrase.kind': 'Kind',
  'phrase.kind.phrase': 'Phrase',
  'phrase.kind.idiom': 'Idiom',
  'phrase.text': 'English phrase',
  'phrase.translation': 'Spanish translation or meaning',
  'phrase.example': 'Example in English',
  'phrase.words': 'Linked words',
};

const dictionaryWizardTexts = { es, en };

/** Adds the namespaces once (each wizard page calls it before its first text). */
export function registerDictionaryWizardTexts() {
  registerDictionaryTexts();
  for (const [lng, texts] of Object.entries(dictionaryWizardTexts)) {
    if (!i18n.hasResourceBundle(lng, 'dictionary-wizards'))
      i18n.addResourceBundle(lng, 'dictionary-wizards', texts);
  }
}
