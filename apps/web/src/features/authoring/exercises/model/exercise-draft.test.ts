import { EXERCISE_TYPES, validateRules, ZExerciseDefinition } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { sampleDefinitions } from '../test/sample-definitions';
import { definitionOf, draftOf, emptyDraft, presentedOf } from './exercise-draft';

describe('exercise drafts', () => {
  it.each(EXERCISE_TYPES)('a stored %s definition goes through the form unchanged', (type) => {
    const definition = sampleDefinitions[type];
    expect(ZExerciseDefinition.parse(definitionOf(draftOf(definition)))).toEqual(definition);
  });

  it.each(EXERCISE_TYPES)('a new %s exercise asks for every answer, on its own field', (type) => {
    const draft = emptyDraft(type, draftOf(sampleDefinitions[type]));
    const codes = validateRules(ZExerciseDefinition, definitionOf(draft)).map(
      (failure) => `${failure.path.join('.')} ${failure.code}`,
    );
    // The instruction and explanation are kept; the answers are still empty.
    expect(codes.some((code) => code.startsWith('prompt') || code.startsWith('explanation'))).toBe(false);
    expect(codes.join('\n')).toContain('exercise.provide-all-answers');
  });

  it('keeps only the answers of a listening exercise’s mode, and previews without answers', () => {
    const draft = { ...draftOf(sampleDefinitions.listening), answerMode: 'choice' as const };
    const sent = definitionOf(draft) as Record<string, unknown>;
    expect(sent.accepted).toBeUndefined();
    expect(sent.options).toHaveLength(3);
    const shown = presentedOf(draftOf(sampleDefinitions['single-choice']));
    expect(JSON.stringify(shown)).not.toContain('"correct"');
    expect(presentedOf(draftOf(sampleDefinitions['fill-in-blank']))).toMatchObject({ blankCount: 1 });
  });
});
