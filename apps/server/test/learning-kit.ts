import type { TContentPackage, TExerciseContent } from '@puente/shared';
import { inArray } from 'drizzle-orm';
import { courses, type Tenant, type User } from '../src/db/schema/index.ts';
import { importContent } from '../src/modules/content/index.ts';
import type { TestApp } from './build-test-app.ts';
import { buildTenant, buildUser } from './factories.ts';
import { signIn } from './sign-in.ts';

/** One exercise of each type, with known answers. */
export const sampleExercises = (prefix: string): TExerciseContent[] => [
  {
    key: `${prefix}-single`,
    type: 'single-choice',
    prompt: 'Elige la traducción de "biblioteca".',
    explanation: 'Library = biblioteca; bookstore = librería.',
    options: [
      { text: 'bookstore', correct: false, feedback: 'Falso amigo: bookstore es librería.' },
      { text: 'library', correct: true },
    ],
  },
  {
    key: `${prefix}-multiple`,
    type: 'multiple-choice',
    prompt: 'Elige los incontables.',
    explanation: 'Water y rice son incontables.',
    options: [
      { text: 'water', correct: true },
      { text: 'apple', correct: false },
      { text: 'rice', correct: true },
    ],
  },
  {
    key: `${prefix}-fill`,
    type: 'fill-in-blank',
    prompt: 'Completa.',
    explanation: "Negativo con do: don't.",
    text: 'I ___ like coffee. She ___ tired.',
    blanks: [
      { accepted: ["don't", 'do not'] },
      { accepted: ['is', "'s"], mistakes: [{ answer: 'are', feedback: 'Con she se usa is.' }] },
    ],
  },
  {
    key: `${prefix}-order`,
    type: 'word-order',
    prompt: 'Ordena.',
    explanation: 'Sujeto, verbo, complemento.',
    words: ['I', 'am', 'a', 'student'],
    translation: 'Soy estudiante.',
  },
  {
    key: `${prefix}-match`,
    type: 'matching',
    prompt: 'Une.',
    explanation: 'Vocabulario de la casa.',
    pairs: [
      { left: 'kitchen', right: 'cocina' },
      { left: 'carpet', right: 'alfombra' },
      { left: 'window', right: 'ventana' },
    ],
  },
  {
    key: `${prefix}-listen`,
    type: 'listening',
    prompt: 'Escucha y escribe.',
    explanation: 'Se escribe school.',
    speak: 'school',
    answerMode: 'type',
    accepted: ['school'],
    mistakes: [{ answer: 'eschool', feedback: 'Sin e al inicio.' }],
  },
];

/** A package with one published course (a lesson with every exercise type and two exams) and a draft. */
export function samplePackage(): TContentPackage {
  const questions = sampleExercises('q');
  return {
    format: 'puente-content',
    version: 1,
    courses: [
      {
        key: 'sample-course',
        title: { es: 'Curso de prueba', en: 'Sample course' },
        description: { es: 'Descripción', en: 'Description' },
        level: 'A1',
        coverImage: null,
        order: 1,
        locale: 'es',
        published: true,
        passPercent: 80,
        chapters: [
          {
            key: 'lesson-1',
            title: { es: 'Lección uno', en: 'Lesson one' },
            viewMode: 'reading',
            streamOrigin: '',
            body: 'Explicación en español con ejemplos: "I am a student."',
            transcript: 'Hello! I am a student.',
            vocabulary: [{ en: 'student', es: 'estudiante', example: 'I am a student.' }],
            exercises: sampleExercises('ex'),
          },
          {
            key: 'lesson-2',
            title: { es: 'Lección dos', en: 'Lesson two' },
            viewMode: 'audio',
            streamOrigin: '',
            body: 'Otra explicación.',
            transcript: 'Good morning.',
            vocabulary: [],
            exercises: [],
          },
        ],
        exams: [
          {
            key: 'exam-a',
            title: { es: 'Examen A', en: 'Exam A' },
            description: { es: 'Sin límite', en: 'No limit' },
            passMark: 60,
            timeLimitMinutes: null,
            questions: questions.slice(0, 2),
          },
          {
            key: 'exam-b',
            title: { es: 'Examen B', en: 'Exam B' },
            description: { es: 'Diez minutos', en: 'Ten minutes' },
            passMark: 50,
            timeLimitMinutes: 10,
            questions: questions.slice(2, 4),
          },
        ],
        reviewLessons: [],
      },
      {
        key: 'draft-course',
        title: { es: 'Borrador', en: 'Draft' },
        description: { es: 'No publicado', en: 'Not published' },
        level: 'A2',
        coverImage: null,
        order: 2,
        locale: 'es',
        published: false,
        passPercent: 80,
        chapters: [],
        exams: [],
        reviewLessons: [],
      },
    ],
  };
}

export type SchoolFixture = {
  tenant: Tenant;
  student: User;
  staff: User;
  courseId: string;
  student$: Record<string, string>;
  staff$: Record<string, string>;
};

/**
 * A tenant with the sample package, a student and a professor, both signed in; the professor owns the
 * package's courses (a professor edits only the courses they teach, decision 0145).
 */
export async function buildSchool(t: TestApp, name: string): Promise<SchoolFixture> {
  const tenant = await buildTenant(t.deps.db, { name });
  const student = await buildUser(t.deps.db, tenant, { firstName: 'José', lastName: 'Pérez Núñez' });
  const staff = await buildUser(t.deps.db, tenant, { role: 'Professor' });
  const imported = await importContent(t.deps.db, tenant.id, samplePackage(), t.deps.clock.now());
  await t.deps.db
    .update(courses)
    .set({ ownerId: staff.id })
    .where(
      inArray(
        courses.id,
        imported.courses.map((course) => course.id),
      ),
    );
  const [studentSession, staffSession] = await Promise.all([signIn(t, student), signIn(t, staff)]);
  return {
    tenant,
    student,
    staff,
    courseId: imported.courses[0]!.id,
    student$: studentSession.headers,
    staff$: staffSession.headers,
  };
}
