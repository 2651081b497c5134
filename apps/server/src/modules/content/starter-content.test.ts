import { existsSync, readFileSync } from 'node:fs';
import { EXERCISE_TYPES, type TExerciseContent, ZContentPackage, ZExerciseDefinition } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { fullMarksAnswer } from '../../seed/full-marks-answer.ts';
import { starterContentFile } from '../../seed/seed-learning.ts';
import { checkAnswer } from '../exercises/index.ts';

const pkg = ZContentPackage.parse(JSON.parse(readFileSync(starterContentFile, 'utf8')));
const [a1, a2] = pkg.courses;
const exercisesOf = (course: typeof a1) => course!.chapters.flatMap((chapter) => chapter.exercises);
const allQuestions = pkg.courses.flatMap((course) => [
  ...course.chapters.flatMap((chapter) => chapter.exercises),
  ...course.exams.flatMap((exam) => exam.questions),
]);

/** Forms that address the student as tú; the content guide (docs/content-guide.md) says usted. */
const TU_FORMS =
  /(^|[^\p{L}])(Elige|Ordena|Completa|Escucha|Une|Escribe|Recuerda|Fíjate|Usa|Mira|Piensa|Tienes|dices|compras|pides|debes|olvides|Ofreces|puedes|quieres|sabes)(?![\p{L}])/u;

describe('the starter content', () => {
  it('gives every exercise and exam question its instruction in both languages', () => {
    expect(allQuestions.filter((q) => !q.promptEn).map((q) => q.key)).toEqual([]);
  });

  it('addresses the student as usted in every instruction', () => {
    expect(allQuestions.filter((q) => TU_FORMS.test(q.prompt)).map((q) => q.prompt)).toEqual([]);
  });

  it('validates with the shared schema', () => {
    expect(ZContentPackage.safeParse(JSON.parse(readFileSync(starterContentFile, 'utf8'))).success).toBe(
      true,
    );
  });

  it('has an A1 course of at least 10 real lessons with vocabulary and exercises', () => {
    expect(a1).toMatchObject({ title: { es: 'Inglés básico (A1)' }, level: 'A1', published: true });
    expect(a1!.chapters.length).toBeGreaterThanOrEqual(10);
    const titles = a1!.chapters.map((chapter) => chapter.key);
    for (const topic of [
      'greetings',
      'to-be',
      'numbers',
      'family',
      'daily-routine',
      'food',
      'directions',
      'past-simple',
    ]) {
      expect(
        titles.some((key) => key.includes(topic)),
        topic,
      ).toBe(true);
    }
    for (const chapter of [...a1!.chapters, ...a2!.chapters]) {
      expect(chapter.vocabulary.length, chapter.key).toBeGreaterThanOrEqual(6);
      expect(chapter.vocabulary.length, chapter.key).toBeLessThanOrEqual(12);
      expect(chapter.exercises.length, chapter.key).toBeGreaterThan(0);
      expect(chapter.body, chapter.key).not.toMatch(/lorem|ipsum/i);
      expect(['reading', 'audio']).toContain(chapter.viewMode);
      // An audio lesson plays its shipped recording (decision 0080); a reading lesson has no media.
      expect(chapter.streamOrigin, chapter.key).toBe(
        chapter.viewMode === 'audio' ? `/audio/en/lessons/${chapter.key}.mp3` : '',
      );
      if (chapter.viewMode === 'audio') {
        const file = new URL(`../../../../web/public${chapter.streamOrigin}`, import.meta.url);
        expect(existsSync(file), chapter.key).toBe(true);
      }
    }
  });

  it('has at least 60 exercises covering all six types, each with a Spanish explanation', () => {
    const all = [...exercisesOf(a1), ...exercisesOf(a2)];
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((exercise) => exercise.type))).toEqual(new Set(EXERCISE_TYPES));
    for (const exercise of all) expect(exercise.explanation.length).toBeGreaterThan(10);
  });

  it('has two A1 exams (8–10 questions, pass mark 60–70, one of 20 minutes) and an A2 course with an exam', () => {
    expect(a1!.exams).toHaveLength(2);
    for (const exam of a1!.exams) {
      expect(exam.questions.length).toBeGreaterThanOrEqual(8);
      expect(exam.questions.length).toBeLessThanOrEqual(10);
      expect(exam.passMark).toBeGreaterThanOrEqual(60);
      expect(exam.passMark).toBeLessThanOrEqual(70);
    }
    expect(a1!.exams.some((exam) => exam.timeLimitMinutes === 20)).toBe(true);
    expect(a2).toMatchObject({ title: { es: 'Inglés pre-intermedio (A2)' }, level: 'A2' });
    expect(a2!.chapters.length).toBeGreaterThanOrEqual(4);
    expect(a2!.exams.length).toBeGreaterThanOrEqual(1);
  });

  it('grades every exercise and question: its own correct answer scores 100, no answer scores 0', () => {
    const items: TExerciseContent[] = pkg.courses.flatMap((course) => [
      ...exercisesOf(course),
      ...course.exams.flatMap((exam) => exam.questions),
    ]);
    for (const [index, { key, ...definition }] of items.entries()) {
      const stored = {
        id: `0190a3b4-0000-7000-8000-${String(index).padStart(12, '0')}`,
        position: 1,
        definition: ZExerciseDefinition.parse(definition),
      };
      const answer = fullMarksAnswer(checkAnswer(stored, null).correctAnswer);
      expect(checkAnswer(stored, answer).score, key).toBe(100);
      expect(checkAnswer(stored, null).score, key).toBe(0);
    }
  });
});
