/** The endpoints the bench loads, with their targets. Later features add their hot endpoints here. */

import {
  prepareDictionarySearch,
  prepareDictionarySearchCold,
  prepareForColdStudents,
  prepareLessonCold,
} from './cold-preparations.ts';
import { type BenchApi, type BenchDb, type Scenario, student } from './scenario-types.ts';

/** A customer with a stored test card, so each measured request is one charge of one cent. */
async function preparePayment(api: BenchApi) {
  const customer = await api<{ id: string }>('GET', '/api/retail/getstripecustomer');
  const card = await api<{ id: string }>('POST', '/api/retail/attachpaymentmethod', {
    number: '4242424242424242',
    customer: customer.id,
    cvc: '123',
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    zipCode: '28001',
  });
  return { body: { amount: 0.01, customer: customer.id, paymentMethodId: card.id } };
}

/** The first lesson of the first course the student sees. */
async function prepareLesson(api: BenchApi) {
  const [course] = await api<{ id: string }[]>('GET', '/api/courses');
  if (!course) throw new Error('no course in the demo content');
  const detail = await api<{ lessons: { id: string }[] }>('GET', `/api/courses/${course.id}`);
  const lesson = detail.lessons[0];
  if (!lesson) throw new Error('the first demo course has no lesson');
  return { path: `/api/chapters/${lesson.id}` };
}

type Presented = { id: string; type: string; options?: { id: string }[] };

/**
 * A single-choice exercise of the starter course, answered right (or wrong) on every request. Its options
 * are shown in an order drawn from the exercise's id, so the option is found by checking each once.
 */
const prepareExerciseCheck = (right: boolean) => async (api: BenchApi) => {
  const list = await api<{ id: string; type: string }[]>('GET', '/api/exercises');
  const single = list.find((exercise) => exercise.type === 'single-choice');
  if (!single) throw new Error('no single-choice exercise in the demo content');
  const exercise = await api<Presented>('GET', `/api/exercises/${single.id}`);
  const path = `/api/exercises/${single.id}/check`;
  for (const option of exercise.options ?? []) {
    const body = { answer: { type: 'single-choice', choice: option.id } };
    if ((await api<{ correct: boolean }>('POST', path, body)).correct === right) return { path, body };
  }
  throw new Error(`no ${right ? 'right' : 'wrong'} option in the demo exercise`);
};

/** An open attempt of an exam the student owns (started here), saving one single-choice answer. */
async function prepareExamAnswer(api: BenchApi) {
  const exams = await api<{ id: string; state: string; timeLimitMinutes: number | null }[]>(
    'GET',
    '/api/exams',
  );
  const exam = exams.find((e) => e.state === 'not-started' && e.timeLimitMinutes === null) ?? exams[0];
  if (!exam) throw new Error('the demo student owns no exam');
  type Attempt = { attemptId: string; questions: Presented[] };
  const attempt =
    exam.state === 'in-progress'
      ? await api<Attempt>('GET', `/api/exams/${exam.id}/attempts/current`)
      : await api<Attempt>('POST', `/api/exams/${exam.id}/attempts`);
  const question = attempt.questions.find((q) => q.type === 'single-choice');
  if (!question) throw new Error('the demo exam has no single-choice question');
  return {
    path: `/api/exam-attempts/${attempt.attemptId}/answers/${question.id}`,
    body: { answer: { type: 'single-choice', choice: question.options![0]!.id } },
  };
}

const admin = 'admin@demo.puente.test';
const SCHOOL_USERS = 10_000;

/**
 * A school of 10,000 users in the demo tenant (Spanish first and last names, a tenth of them
 * deactivated), then the administrator's search: part of a surname, one role, by name, the first page
 * with the total. Seeded in one statement, as an import would leave the table.
 */
async function prepareUserSearch(_api: BenchApi, db: BenchDb) {
  const [demo] = await db('select tenant_id, password_hash from users where email = $1', [admin]);
  if (!demo) throw new Error('no demo administrator');
  await db(
    `insert into users (id, tenant_id, email, first_name, last_name, role, password_hash, deactivated_at)
     select gen_random_uuid(), $1, 'alumno' || g || '@escuela.test',
            (array['María','José','Lucía','Íñigo','Martina','Hugo','Sofía','Álvaro','Paula','Nicolás'])[1 + g % 10],
            (array['García','Fernández','González','Rodríguez','López','Martínez','Sánchez','Pérez','Gómez',
                   'Martín','Jiménez','Ruiz','Hernández','Díaz','Moreno','Muñoz','Álvarez','Romero','Alonso',
                   'Gutiérrez'])[1 + (g / 10) % 20] || ' ' || md5(g::text),
            (case when g % 50 = 0 then 'Professor' else 'Student' end)::role, $2,
            case when g % 10 = 0 then now() end
     from generate_series(1, $3::int) g`,
    [demo.tenant_id, demo.password_hash, SCHOOL_USERS],
  );
  await db('vacuum analyze users');
  return { path: '/api/admin/users?SearchValue=mu%C3%B1oz&role=Student&sort=name&Skip=0&Take=50' };
}

export const scenarios: Scenario[] = [
  { name: 'health', path: '/api/health', target: { minRatio: 0.2 } },
  { name: 'tenant', path: '/api/tenant', target: { minRatio: 0.3 } },
  { name: 'introspect', path: '/api/authentication/introspect', as: student, target: { minRatio: 0.3 } },
  {
    name: 'getmyaccount',
    path: '/api/account/getmyaccount',
    as: student,
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  { name: 'course-list', path: '/api/courses', as: student, target: { minRatio: 0.15, maxP99Ms: 50 } },
  // Cold: 1,000 students, each with the demo student's progress, in turn.
  {
    name: 'course-list-cold',
    cold: true,
    path: '/api/courses',
    as: student,
    prepare: prepareForColdStudents('/api/courses'),
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'lesson',
    path: '/api/chapters/:id',
    as: student,
    prepare: prepareLesson,
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  // Cold: every lesson, by 1,000 students in turn.
  {
    name: 'lesson-cold',
    cold: true,
    path: '/api/chapters/:id',
    as: student,
    prepare: prepareLessonCold,
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'exercise-submission',
    method: 'POST',
    path: '/api/exercises/:id/check',
    as: student,
    prepare: prepareExerciseCheck(true),
    target: { minRatio: 0.2, maxP99Ms: 50 },
  },
  // A wrong answer also sends the exercise's lesson words to the student's review queue.
  {
    name: 'exercise-submission-wrong',
    method: 'POST',
    path: '/api/exercises/:id/check',
    as: student,
    prepare: prepareExerciseCheck(false),
    target: { minRatio: 0.2, maxP99Ms: 50 },
  },
  {
    name: 'exam-answer-save',
    method: 'PUT',
    path: '/api/exam-attempts/:attemptId/answers/:questionId',
    as: student,
    prepare: prepareExamAnswer,
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'registerretailpayment',
    method: 'POST',
    path: '/api/retail/registerretailpayment',
    as: student,
    uniqueIdempotencyKey: true,
    prepare: preparePayment,
    target: { minRps: 500, maxP99Ms: 100 },
  },
  // The review queue: the student's due and new cards with each rating's next interval (FSRS).
  { name: 'review-queue', path: '/api/reviews/queue', as: student, target: { minRatio: 0.15, maxP99Ms: 50 } },
  {
    name: 'review-queue-cold',
    cold: true,
    path: '/api/reviews/queue',
    as: student,
    prepare: prepareForColdStudents('/api/reviews/queue'),
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'getmyaccount-cold',
    cold: true,
    path: '/api/account/getmyaccount',
    as: student,
    prepare: prepareForColdStudents('/api/account/getmyaccount'),
    target: { minRatio: 0.15, maxP99Ms: 50 },
  },
  {
    name: 'dictionary-search',
    path: '/api/dictionary/search',
    as: student,
    prepare: prepareDictionarySearch,
    target: { minRatio: 0.1, maxP99Ms: 30 },
  },
  // Cold: 60,000 distinct searches (a fifth without accents, a fifth with a slip), each asked once.
  {
    name: 'dictionary-search-cold',
    cold: true,
    path: '/api/dictionary/search',
    as: student,
    prepare: prepareDictionarySearchCold,
    target: { minRatio: 0.1, maxP99Ms: 30 },
  },
  // The administrator's user list of a school of 10,000: a search with a filter, a sorted page and its total.
  {
    name: 'user-search',
    path: '/api/admin/users',
    as: admin,
    prepare: prepareUserSearch,
    target: { minRatio: 0.05, maxP99Ms: 100 },
  },
];
