import type { DictionarySourceFile } from '../src/modules/dictionary/import/collect-dictionary-entries.ts';

/** A few lines of each shipped file, covering every line shape of the source format, and bad lines. */
export const enEsLines = [
  '# English :: Spanish dictionary extracted from http://en.wiktionary.org/',
  'the {article} /ðə/ (definite article) :: el {m}, la {f}, los {m-p}, las {f-p}',
  'he {pron} /hiː/ (third-person singular masculine pronoun) :: él',
  'hate {v} /heɪt/ (to dislike intensely) :: odiar',
  'run {n} (the act of running) :: carrera {f}',
  'run {v} /ɹʌn/ (to move quickly on two feet) :: correr',
  'run {v} (to flow) :: fluir, correr',
  'runner {n} (person who runs) :: corredor {m}, corredora {f}',
  'runaway {n} (fugitive) :: fugitivo {m}',
  'song {n} /sɔŋ/ (music with words) :: canción {f}',
  'house {n} /haʊs/ (abode) :: casa {f}, [Latin America] hogar {m}, vivienda {f} [formal]',
  'accountant {n} (one who keeps accounts) :: [Latin America] contador {m}, [Spain] contable {m} {f}',
  'ass {n} (vulgar slang: buttocks) :: culo {m}',
  'bollock {n} ((vulgar, slang) testicle) :: cojón {m}',
  'dog {n} /dɒɡ/ (animal) :: perro {m}',
  'dog {n} (hinged catch) SEE: pawl ::',
  'pawl {n} (pivoted bar) :: trinquete {m}',
  ']] ::',
  'broken line without separator',
  'manager {n} (person (unclosed :: gerente {m}',
];

export const esEnLines = [
  '# Spanish :: English dictionary generated from http://en.wiktionary.org/',
  'correr {v} :: to run',
  'correr {vr} [Chile] :: to cop out',
  'canción {f} :: song',
  'casa {f} :: house',
  'carrera {f} :: race',
  'corredor {m} :: runner',
  'el {article} :: the',
  'corrida {v} [feminine past participle of, correr] ::',
  'almeja {f} :: clam',
  'almeja {f} [vulgar, slang] :: cunt',
  'cojón {m} [vulgar] :: bollock',
  'Canadá {prop} :: Canada',
  'arrojaran {v} ::',
];

export const sampleFiles = (en = enEsLines, es = esEnLines): DictionarySourceFile[] => [
  { name: 'en-es.txt', direction: 'en-es', lines: en },
  { name: 'es-en.txt', direction: 'es-en', lines: es },
];
