import {
  countBlanks,
  type TExerciseDefinition,
  type TExerciseType,
  type TPresentedExercise,
} from '@puente/shared';

/** A choice as the form edits it: an empty feedback means none. */
export type ChoiceDraft = { text: string; correct: boolean; feedback: string };
type BaseDraft = { prompt: string; promptEn: string; question: string; explanation: string };

/**
 * An exercise's definition as the form edits it: every optional text is a string ('' = none) and both
 * answer modes of a listening exercise are kept while the author switches between them. Parts the form
 * does not edit (known mistakes) ride along unchanged.
 */
export type DefinitionDraft = BaseDraft &
  (
    | { type: 'single-choice' | 'multiple-choice'; options: ChoiceDraft[] }
    | { type: 'fill-in-blank'; text: string; blanks: { accepted: string[] }[] }
    | { type: 'word-order'; words: string[]; alternatives: string[]; translation: string }
    | { type: 'matching'; pairs: { left: string; right: string }[] }
    | {
        type: 'listening';
        speak: string;
        answerMode: 'type' | 'choice';
        accepted: string[];
        options: ChoiceDraft[];
      }
  );
export type DraftOf<T extends TExerciseType> = Extract<DefinitionDraft, { type: T }>;

const choice = (correct = false): ChoiceDraft => ({ text: '', correct, feedback: '' });

/** A new exercise of a type, keeping the instruction and explanation already written. */
export function emptyDraft(type: TExerciseType, from?: DefinitionDraft): DefinitionDraft {
  const base: BaseDraft = {
    prompt: from?.prompt ?? '',
    promptEn: from?.promptEn ?? '',
    question: from?.question ?? '',
    explanation: from?.explanation ?? '',
  };
  switch (type) {
    case 'single-choice':
    case 'multiple-choice':
      return { ...base, type, options: [choice(true), choice(), choice()] };
    case 'fill-in-blank':
      return { ...base, type, text: '', blanks: [{ accepted: [''] }] };
    case 'word-order':
      return { ...base, type, words: ['', ''], alternatives: [], translation: '' };
    case 'matching':
      return { ...base, type, pairs: [0, 1, 2].map(() => ({ left: '', right: '' })) };
    case 'listening':
      return {
        ...base,
        type,
        speak: '',
        answerMode: 'type',
        accepted: [''],
        options: [choice(true), choice(), choice()],
      };
  }
}

const choiceDraft = (option: { text: string; correct: boolean; feedback?: string }): ChoiceDraft => ({
  ...option,
  feedback: option.feedback ?? '',
});

/** The form's draft of a stored definition. */
export function draftOf(definition: TExerciseDefinition): DefinitionDraft {
  const base = {
    promptEn: definition.promptEn ?? '',
    question: definition.question ?? '',
  };
  switch (definition.type) {
    case 'single-choice':
    case 'multiple-choice':
      return { ...definition, ...base, options: definition.options.map(choiceDraft) };
    case 'fill-in-blank':
    case 'matching':
      return { ...definition, ...base };
    case 'word-order':
      return {
        ...definition,
        ...base,
        alternatives: definition.alternatives ?? [],
        translation: definition.translation ?? '',
      };
    case 'listening':
      return {
        ...definition,
        ...base,
        accepted: definition.accepted ?? [''],
        options: definition.options?.map(choiceDraft) ?? [choice(true), choice(), choice()],
      };
  }
}

const optional = (text: string) => (text.trim() === '' ? undefined : text);
const choiceOf = ({ feedback, ...option }: ChoiceDraft) => ({ ...option, feedback: optional(feedback) });

/**
 * The definition the server reads from a draft: empty optional texts left out, and a listening exercise
 * with the answers of its mode only. The lists keep their order, so an error's path is the field's.
 */
export function definitionOf(draft: DefinitionDraft): unknown {
  const base = { promptEn: optional(draft.promptEn), question: optional(draft.question) };
  switch (draft.type) {
    case 'single-choice':
    case 'multiple-choice':
      return { ...draft, ...base, options: draft.options.map(choiceOf) };
    case 'fill-in-blank':
    case 'matching':
      return { ...draft, ...base };
    case 'word-order': {
      const { alternatives, translation, ...rest } = draft;
      return {
        ...rest,
        ...base,
        alternatives: alternatives.length ? alternatives : undefined,
        translation: optional(translation),
      };
    }
    case 'listening': {
      const { accepted, options, ...rest } = draft;
      return draft.answerMode === 'type'
        ? { ...rest, ...base, accepted }
        : { ...rest, ...base, mistakes: undefined, options: options.map(choiceOf) };
    }
  }
}

/** Turns a list one place (a shown order that is not the answer, as the server shuffles). */
const rotated = <T>(items: T[]) => (items.length > 1 ? [...items.slice(1), items[0]!] : items);
const numbered = (texts: string[]) => texts.map((text, id) => ({ id, text }));

/** The exercise as a student will see it (without its answers), drawn from the draft. */
export function presentedOf(draft: DefinitionDraft): TPresentedExercise {
  const base = {
    id: 'preview',
    position: 1,
    prompt: draft.prompt,
    promptEn: optional(draft.promptEn) ?? null,
    question: optional(draft.question) ?? null,
  };
  switch (draft.type) {
    case 'single-choice':
    case 'multiple-choice':
      return { ...base, type: draft.type, options: numbered(draft.options.map((option) => option.text)) };
    case 'fill-in-blank':
      return { ...base, type: draft.type, text: draft.text, blankCount: countBlanks(draft.text) };
    case 'word-order':
      return {
        ...base,
        type: draft.type,
        tokens: rotated(numbered(draft.words)),
        translation: optional(draft.translation) ?? null,
      };
    case 'matching':
      return {
        ...base,
        type: draft.type,
        left: numbered(draft.pairs.map((pair) => pair.left)),
        right: rotated(numbered(draft.pairs.map((pair) => pair.right))),
      };
    case 'listening':
      return {
        ...base,
        type: draft.type,
        speak: draft.speak,
        answerMode: draft.answerMode,
        options: draft.answerMode === 'choice' ? numbered(draft.options.map((option) => option.text)) : null,
      };
  }
}
