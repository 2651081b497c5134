/**
 * The placement test's questions, written for Spanish speakers: each one aims at a mistake a Spanish
 * speaker tends to make at that level (false friends, "tengo 20 años", "la gente es"...). Six steps of
 * difficulty, two per level: 0–1 A1, 2–3 A2, 4–5 B1. `answer` is the index of the right option; it never
 * leaves the server.
 */
export type PlacementQuestion = {
  id: string;
  step: 0 | 1 | 2 | 3 | 4 | 5;
  sentence: string;
  hint: string | null;
  options: string[];
  answer: number;
};

export const PLACEMENT_QUESTIONS: readonly PlacementQuestion[] = [
  // A1, low: the verb to be, articles, plurals.
  {
    id: 'a1-be-age',
    step: 0,
    sentence: 'I ___ twenty years old.',
    hint: 'Tengo veinte años.',
    options: ['have', 'am', 'has'],
    answer: 1,
  },
  {
    id: 'a1-be-she',
    step: 0,
    sentence: 'She ___ a teacher.',
    hint: null,
    options: ['is', 'are', 'am'],
    answer: 0,
  },
  {
    id: 'a1-article',
    step: 0,
    sentence: 'He is ___ engineer.',
    hint: 'Es ingeniero.',
    options: ['a', 'an', '—'],
    answer: 1,
  },
  {
    id: 'a1-plural',
    step: 0,
    sentence: 'I have two ___.',
    hint: 'Tengo dos hijos.',
    options: ['childs', 'children', 'childrens'],
    answer: 1,
  },
  {
    id: 'a1-greeting',
    step: 0,
    sentence: '"How are you?" — "___"',
    hint: null,
    options: ['I am fine, thanks.', 'I have fine.', 'I am twenty.'],
    answer: 0,
  },
  // A1, high: present simple, there is, possessives.
  {
    id: 'a1-third-person',
    step: 1,
    sentence: 'My brother ___ in Madrid.',
    hint: null,
    options: ['live', 'lives', 'living'],
    answer: 1,
  },
  {
    id: 'a1-negative',
    step: 1,
    sentence: 'She ___ like coffee.',
    hint: null,
    options: ["don't", "doesn't", "isn't"],
    answer: 1,
  },
  {
    id: 'a1-there-is',
    step: 1,
    sentence: '___ a bank near here?',
    hint: '¿Hay un banco cerca?',
    options: ['Is there', 'There is', 'Has it'],
    answer: 0,
  },
  {
    id: 'a1-possessive',
    step: 1,
    sentence: 'This is Ana. ___ car is red.',
    hint: null,
    options: ['His', 'Her', 'Its'],
    answer: 1,
  },
  {
    id: 'a1-adjective-order',
    step: 1,
    sentence: 'They have a ___.',
    hint: 'Tienen una casa grande.',
    options: ['house big', 'big house', 'bigs house'],
    answer: 1,
  },
  // A2, low: past simple, countables, prepositions of time.
  {
    id: 'a2-past-go',
    step: 2,
    sentence: 'Yesterday we ___ to the beach.',
    hint: null,
    options: ['go', 'went', 'goed'],
    answer: 1,
  },
  {
    id: 'a2-people',
    step: 2,
    sentence: 'The people here ___ very friendly.',
    hint: 'La gente aquí es muy simpática.',
    options: ['is', 'are', 'be'],
    answer: 1,
  },
  {
    id: 'a2-much-many',
    step: 2,
    sentence: 'How ___ money do you need?',
    hint: null,
    options: ['many', 'much', 'lot'],
    answer: 1,
  },
  {
    id: 'a2-on-monday',
    step: 2,
    sentence: 'The class starts ___ Monday.',
    hint: null,
    options: ['in', 'at', 'on'],
    answer: 2,
  },
  {
    id: 'a2-past-question',
    step: 2,
    sentence: '___ you see the film last night?',
    hint: null,
    options: ['Did', 'Do', 'Were'],
    answer: 0,
  },
  // A2, high: comparatives, future, present continuous, false friends.
  {
    id: 'a2-comparative',
    step: 3,
    sentence: 'My city is ___ than yours.',
    hint: null,
    options: ['more big', 'bigger', 'biggest'],
    answer: 1,
  },
  {
    id: 'a2-going-to',
    step: 3,
    sentence: "Look at the clouds! It's ___ rain.",
    hint: null,
    options: ['going to', 'will', 'go to'],
    answer: 0,
  },
  {
    id: 'a2-continuous',
    step: 3,
    sentence: 'Be quiet, the baby ___.',
    hint: 'El bebé está durmiendo.',
    options: ['sleeps', 'is sleeping', 'sleep'],
    answer: 1,
  },
  {
    id: 'a2-false-friend-carpet',
    step: 3,
    sentence: 'Put the documents in the blue ___.',
    hint: 'Pon los documentos en la carpeta azul.',
    options: ['carpet', 'folder', 'card'],
    answer: 1,
  },
  {
    id: 'a2-make-do',
    step: 3,
    sentence: 'I have to ___ my homework.',
    hint: null,
    options: ['make', 'do', 'take'],
    answer: 1,
  },
  // B1, low: present perfect, for/since, relative clauses, false friends.
  {
    id: 'b1-present-perfect',
    step: 4,
    sentence: 'I ___ in this city since 2019.',
    hint: 'Vivo en esta ciudad desde 2019.',
    options: ['live', 'am living', 'have lived'],
    answer: 2,
  },
  {
    id: 'b1-ever',
    step: 4,
    sentence: 'Have you ___ been to London?',
    hint: null,
    options: ['ever', 'already', 'yet'],
    answer: 0,
  },
  {
    id: 'b1-false-friend-actually',
    step: 4,
    sentence: 'He looks young, but ___ he is fifty.',
    hint: 'Parece joven, pero en realidad tiene cincuenta años.',
    options: ['actually', 'currently', 'nowadays'],
    answer: 0,
  },
  {
    id: 'b1-relative',
    step: 4,
    sentence: 'The woman ___ lives next door is a doctor.',
    hint: null,
    options: ['which', 'who', 'what'],
    answer: 1,
  },
  {
    id: 'b1-used-to',
    step: 4,
    sentence: 'When I was a child, I ___ play football every day.',
    hint: 'Solía jugar al fútbol.',
    options: ['used to', 'use to', 'was used to'],
    answer: 0,
  },
  // B1, high: conditionals, passive, reported speech, gerunds.
  {
    id: 'b1-first-conditional',
    step: 5,
    sentence: 'If it ___ tomorrow, we will stay at home.',
    hint: null,
    options: ['will rain', 'rains', 'rained'],
    answer: 1,
  },
  {
    id: 'b1-second-conditional',
    step: 5,
    sentence: 'If I ___ more time, I would travel more.',
    hint: null,
    options: ['have', 'had', 'would have'],
    answer: 1,
  },
  {
    id: 'b1-passive',
    step: 5,
    sentence: 'This bridge ___ in 1890.',
    hint: 'Este puente se construyó en 1890.',
    options: ['built', 'was built', 'has built'],
    answer: 1,
  },
  {
    id: 'b1-gerund',
    step: 5,
    sentence: 'I am looking forward to ___ you.',
    hint: null,
    options: ['see', 'seeing', 'saw'],
    answer: 1,
  },
  {
    id: 'b1-false-friend-embarrassed',
    step: 5,
    sentence: 'I felt very ___ when I forgot her name.',
    hint: 'Me dio mucha vergüenza olvidar su nombre.',
    options: ['embarrassed', 'pregnant', 'constipated'],
    answer: 0,
  },
];
