import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, exams } from '../src/db/schema/index.ts';
import { customerOf } from '../src/modules/billing/billing.test-support.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { type DemoSeed, seedDemo } from '../src/seed/seed-demo.ts';
import { type AppRoute, buildTestAppWithRoutes } from './app-routes.ts';
import type { TestApp } from './build-test-app.ts';
import { buildSecondTenant, type SecondTenant } from './second-tenant.ts';
import { signIn } from './sign-in.ts';

/**
 * Gate: with two tenants seeded, every endpoint that takes an id (a path parameter, or an id-named query
 * parameter or body field) is called by the demo tenant's users with the second tenant's ids, and with
 * the second tenant's tokens on the demo tenant's host. Each answers as the table says and nothing of
 * the second tenant changes (every row of every table it owns, and the provider's tables, compared
 * before and after). The list of id-taking endpoints comes from the app: a new one without a row fails.
 *
 * Callers: the demo tenant's users who may make the call (the others are refused by role, which the
 * authorization matrix covers). Expected: `404 <code>` (or one of `<code>/<code>`: a request mixing the
 * caller's own ids with the other tenant's names the one it does not find), or `as unknown`: the same
 * answer, body included, as for an id that exists nowhere (a filter, or an id the call only compares
 * with the caller's own).
 */
const MATRIX = `
  route                                                    | callers                                     | expected
  GET    /api/courses/:id                                  | student guest professor admin impersonating | 404 course.not-found
  POST   /api/courses/:id/enroll                           | student guest professor admin impersonating | 404 course.not-found
  GET    /api/chapters/:id                                 | student guest professor admin impersonating | 404 chapter.not-found
  POST   /api/chapters/:id/view                            | student guest professor admin impersonating | 404 chapter.not-found
  POST   /api/chapters/:id/complete                        | student guest professor admin impersonating | 404 chapter.not-found
  GET    /api/audio-courses/:id                            | student guest professor admin impersonating | 404 chapter.mp3-not-found
  PUT    /api/audio-positions/:id                          | student guest professor admin impersonating | 404 chapter.mp3-not-found
  GET    /api/exercises                                    | student guest professor admin impersonating | as unknown
  GET    /api/exercises/:id                                | student guest professor admin impersonating | 404 exercise.not-found
  POST   /api/exercises/:id/check                          | student guest professor admin impersonating | 404 exercise.not-found
  POST   /api/exams/:id/attempts                           | student guest professor admin impersonating | 404 exam.not-found
  GET    /api/exams/:id/attempts/current                   | student guest professor admin impersonating | 404 exam.not-found
  PUT    /api/exam-attempts/:attemptId/answers/:questionId | student guest professor admin impersonating | 404 exam.attempt-not-found
  POST   /api/exam-attempts/:attemptId/submit              | student guest professor admin impersonating | 404 exam.attempt-not-found
  GET    /api/exams/:id/attempts                           | student guest professor admin impersonating | 404 exam.not-found
  GET    /api/exam-attempts/:attemptId                     | student guest professor admin impersonating | 404 exam.attempt-not-found
  GET    /api/certificates/:id/pdf                         | student guest professor admin impersonating | 404 certificate.not-found
  GET    /api/public/certificates/:code                    | anonymous student guest professor admin     | 404 certificate.not-found
  HEAD   /api/courses/:key/check                           | professor admin                             | as unknown
  PUT    /api/courses                                      | professor admin                             | 404 course.not-found
  PUT    /api/courses/:id                                  | professor admin                             | 404 course.not-found
  POST   /api/courses/:id/chapters                         | professor admin                             | 404 course.not-found/chapter.not-found
  DELETE /api/courses/:id/chapters/:chapterId              | professor admin                             | 404 course.not-found/chapter.not-found
  PUT    /api/courses/:id/chapters/order                   | professor admin                             | 404 course.not-found
  GET    /api/courses/:id/teachers                         | professor admin                             | 404 course.not-found
  PUT    /api/courses/:id/teachers                         | professor admin                             | as unknown
  GET    /api/chapters                                     | professor admin                             | as unknown
  HEAD   /api/chapters/:key/check                          | professor admin                             | as unknown
  POST   /api/chapters                                     | professor admin                             | 404 course.not-found
  PUT    /api/chapters                                     | professor admin                             | 404 chapter.not-found
  PUT    /api/chapters/:id                                 | professor admin                             | 404 chapter.not-found
  DELETE /api/chapters/:id                                  | professor admin                             | 404 chapter.not-found
  POST   /api/chapters/recover/:id                         | professor admin                             | 404 chapter.not-found
  DELETE /api/courses/:id                                  | professor admin                             | 404 course.not-found
  POST   /api/courses/recover/:id                          | professor admin                             | 404 course.not-found
  HEAD   /api/exercises/:key/check                         | professor admin                             | as unknown
  POST   /api/exercises                                    | professor admin                             | 404 chapter.not-found
  PUT    /api/exercises                                    | professor admin                             | 404 exercise.not-found/chapter.not-found
  PUT    /api/exercises/:id                                | professor admin                             | 404 exercise.not-found/chapter.not-found
  DELETE /api/exercises/:id                                | professor admin                             | 404 exercise.not-found
  POST   /api/exercises/recover/:id                        | professor admin                             | 404 exercise.not-found
  GET    /api/exams                                        | professor admin                             | as unknown
  GET    /api/exams/:id                                    | professor admin                             | 404 exam.not-found
  HEAD   /api/exams/:key/check                             | professor admin                             | as unknown
  POST   /api/exams                                        | professor admin                             | 404 course.not-found
  PUT    /api/exams                                        | professor admin                             | 404 exam.not-found
  PUT    /api/exams/:id                                    | professor admin                             | 404 exam.not-found
  DELETE /api/exams/:id                                    | professor admin                             | 404 exam.not-found
  POST   /api/exams/recover/:id                            | professor admin                             | 404 exam.not-found
  GET    /api/carousels                                    | professor admin                             | as unknown
  GET    /api/carousels/:id                                | professor admin                             | 404 carousel.setup-not-found
  HEAD   /api/carousels/:key/check                         | professor admin                             | as unknown
  POST   /api/carousels                                    | professor admin                             | 404 course.not-found/chapter.not-found/exam.not-found
  PUT    /api/carousels                                    | professor admin                             | 404 carousel.setup-not-found
  PUT    /api/carousels/:id                                | professor admin                             | 404 carousel.setup-not-found
  DELETE /api/carousels/:id                                | professor admin                             | 404 carousel.setup-not-found
  POST   /api/carousels/recover/:id                        | professor admin                             | 404 carousel.setup-not-found
  GET    /api/public/carousels/:carouselId                 | anonymous student guest professor admin     | 404 carousel.setup-not-found
  GET    /api/review-lessons                               | professor admin                             | as unknown
  GET    /api/review-lessons/:id                           | professor admin                             | 404 review-lesson.not-found
  HEAD   /api/review-lessons/:key/check                    | professor admin                             | as unknown
  POST   /api/review-lessons                               | professor admin                             | 404 course.not-found
  PUT    /api/review-lessons                               | professor admin                             | 404 review-lesson.not-found
  PUT    /api/review-lessons/:id                           | professor admin                             | 404 review-lesson.not-found
  DELETE /api/review-lessons/:id                           | professor admin                             | 404 review-lesson.not-found
  POST   /api/review-lessons/recover/:id                   | professor admin                             | 404 review-lesson.not-found
  POST   /api/user-exams                                   | professor admin                             | 404 user.not-found/exam.not-found
  POST   /api/authentication/impersonate/:userId           | admin                                       | 404 user.not-found
  PATCH  /api/user/putpassword                             | student guest professor admin               | as unknown
  POST   /api/user/sessions/:id/sign-out-device            | student guest professor admin               | 404 system.not-found
  POST   /api/retail/attachpaymentmethod                   | student guest                               | 404 payment.customer-not-found
  POST   /api/retail/registerretailpayment                 | student guest                               | 404 payment.customer-not-found/payment.method-not-found
  POST   /api/retail/createsetupintent                     | student guest                               | 404 payment.customer-not-found
  POST   /api/retail/setautopayment                        | student                                     | 404 payment.customer-not-found/payment.method-not-found
  POST   /api/retail/removepaymentmethod                   | student guest                               | 404 payment.customer-not-found/payment.method-not-found
  POST   /api/account/guests/:id/resend                    | student impersonating                       | 404 user.not-found
  DELETE /api/account/guests/:id                           | student impersonating                       | 404 user.not-found
  POST   /api/admin/contact-messages/:id/handled           | professor admin                             | 404 contact.not-found
  POST   /api/admin/jobs/:id/retry                         | admin                                       | 404 job.not-found
  GET    /api/admin/classes/:id                            | professor admin                             | 404 class.not-found
  PUT    /api/admin/classes/:id                            | admin                                       | 404 class.not-found
  DELETE /api/admin/classes/:id                            | admin                                       | 404 class.not-found
  GET    /api/admin/accounts/:id                           | admin                                       | 404 billing.account-not-found
  PUT    /api/admin/accounts/:id/plan                      | admin                                       | 404 billing.account-not-found
  POST   /api/admin/accounts/:id/adjustments               | admin                                       | 404 billing.account-not-found
  POST   /api/admin/accounts/:id/refunds                   | admin                                       | 404 billing.account-not-found/refund.payment-not-found
  GET    /api/admin/audit-log                              | admin                                       | as unknown
  GET    /api/admin/audit-log/csv                          | admin                                       | as unknown
  POST   /api/reports/user-timeline                        | professor admin                             | 404 user.not-found
  POST   /api/reports/user-activity                        | professor admin                             | as unknown
  POST   /api/reports/user-activity/csv                    | professor admin                             | as unknown
  POST   /api/reports/most-active-users                    | professor admin                             | as unknown
  POST   /api/reports/most-active-users/csv                | professor admin                             | as unknown
  POST   /api/reports/account-activity                     | admin                                       | 404 billing.account-not-found
  POST   /api/reports/staff-home                           | professor admin                             | 404 class.not-found
  POST   /api/reports/account-activity/csv                 | admin                                       | 404 billing.account-not-found
  GET    /api/admin/users/:id                        | admin                                       | 404 user.not-found
  HEAD   /api/admin/users/:key/check                 | admin                                       | as unknown
  PUT    /api/admin/users                            | admin                                       | 404 user.not-found
  PUT    /api/admin/tenant-settings                  | admin                                       | as unknown
  DELETE /api/admin/users/:id                        | admin                                       | 404 user.not-found
  POST   /api/admin/users/recover/:id                | admin                                       | 404 user.not-found
  POST   /api/admin/users/:id/deactivate             | admin                                       | 404 user.not-found
  POST   /api/admin/users/:id/reactivate             | admin                                       | 404 user.not-found
  POST   /api/admin/users/:id/reset-password         | admin                                       | 404 user.not-found
  GET    /api/admin/users                            | admin                                       | as unknown
  GET    /api/admin/users/csv                        | admin                                       | as unknown
  POST   /api/admin/users/bulk/:action               | admin                                       | as unknown
  POST   /api/admin/users/bulk/class/:classId        | admin                                       | 404 class.not-found
  GET    /api/media/:id                                    | student guest professor admin impersonating | 404 media.not-found
  DELETE /api/media/:id                                    | professor admin                             | 404 media.not-found
  GET    /api/public/media/:id/content                     | anonymous student guest professor admin     | 404 media.not-found
  GET    /api/dictionary/entries/:id                       | student guest professor admin impersonating | 404 system.not-found
  POST   /api/reviews/cards/:id/rating              | student guest impersonating                 | 404 review.card-not-found
  POST   /api/reviews/cards/:id/undo                | student guest impersonating                 | 404 review.card-not-found
  POST   /api/reviews/cards/:id/unsuspend           | student guest impersonating                 | 404 review.card-not-found
  GET    /api/reviews/entries/:id                   | student guest impersonating                 | 404 system.not-found
  POST   /api/reviews/entries/:id                   | student guest impersonating                 | 404 system.not-found
  GET    /api/reviews/courses/:id                   | student guest impersonating                 | 404 course.not-found
  POST   /api/reviews/lessons/:kind/:id/session     | student guest impersonating                 | 404 review-lesson.not-found
  GET    /api/dictionary/words                             | professor admin                             | as unknown
  GET    /api/dictionary/words/:id                         | professor admin                             | 404 dictionary.word-not-found
  HEAD   /api/dictionary/words/:key/check                  | professor admin                             | as unknown
  POST   /api/dictionary/words                             | professor admin                             | as unknown
  PUT    /api/dictionary/words                             | professor admin                             | 404 dictionary.word-not-found
  PUT    /api/dictionary/words/:id                         | professor admin                             | 404 dictionary.word-not-found
  DELETE /api/dictionary/words/:id                         | professor admin                             | 404 dictionary.word-not-found
  POST   /api/dictionary/words/recover/:id                 | professor admin                             | 404 dictionary.word-not-found
  GET    /api/dictionary/categories/:id                    | professor admin                             | 404 dictionary.category-not-found
  HEAD   /api/dictionary/categories/:key/check             | professor admin                             | as unknown
  PUT    /api/dictionary/categories                        | professor admin                             | 404 dictionary.category-not-found
  PUT    /api/dictionary/categories/:id                    | professor admin                             | 404 dictionary.category-not-found
  DELETE /api/dictionary/categories/:id                    | professor admin                             | 404 dictionary.category-not-found
  POST   /api/dictionary/categories/recover/:id            | professor admin                             | 404 dictionary.category-not-found
  GET    /api/dictionary/phrases                           | professor admin                             | as unknown
  GET    /api/dictionary/phrases/:id                       | professor admin                             | 404 dictionary.phrase-not-found
  HEAD   /api/dictionary/phrases/:key/check                | professor admin                             | as unknown
  PUT    /api/dictionary/phrases                           | professor admin                             | 404 dictionary.phrase-not-found
  PUT    /api/dictionary/phrases/:id                       | professor admin                             | 404 dictionary.phrase-not-found
  DELETE /api/dictionary/phrases/:id                       | professor admin                             | 404 dictionary.phrase-not-found
  POST   /api/dictionary/phrases/recover/:id               | professor admin                             | 404 dictionary.phrase-not-found
  GET    /api/dictionary/false-friends/:id                 | professor admin                             | 404 dictionary.false-friend-not-found
  HEAD   /api/dictionary/false-friends/:key/check          | professor admin                             | as unknown
  PUT    /api/dictionary/false-friends                     | professor admin                             | 404 dictionary.false-friend-not-found
  PUT    /api/dictionary/false-friends/:id                 | professor admin                             | 404 dictionary.false-friend-not-found
  DELETE /api/dictionary/false-friends/:id                 | professor admin                             | 404 dictionary.false-friend-not-found
  POST   /api/dictionary/false-friends/recover/:id         | professor admin                             | 404 dictionary.false-friend-not-found
  GET    /api/tutoring/tutors/:id/slots                    | student guest professor impersonating       | 404 tutoring.tutor-not-found
  POST   /api/tutoring/sessions                            | student guest impersonating                 | 404 tutoring.tutor-not-found
  POST   /api/tutoring/sessions/:id/cancel                 | student guest professor impersonating       | 404 tutoring.session-not-found
  POST   /api/tutoring/sessions/:id/reschedule             | student guest impersonating                 | 404 tutoring.session-not-found
  PUT    /api/admin/tutoring/tutors/:id                    | admin                                       | 404 tutoring.tutor-not-found
  GET    /api/admin/tutoring/sessions                      | professor admin                             | as unknown
  POST   /api/admin/tutoring/sessions/:id/attendance       | professor admin                             | 404 tutoring.session-not-found
  POST   /api/tutoring/recordings/:id/listened             | professor                                   | 404 tutoring.recording-not-found
  DELETE /api/tutoring/recordings/:id                      | student guest                               | 404 tutoring.recording-not-found
  GET    /api/tutoring/recordings/:id/content              | student guest professor impersonating       | 404 tutoring.recording-not-found
`;

const A_CALLERS = ['anonymous', 'student', 'guest', 'professor', 'admin', 'impersonating'] as const;
type Caller = (typeof A_CALLERS)[number];

type Row = { callers: Caller[]; expected: { status: number; codes: string[] } | 'as unknown' };

function parseMatrix(text: string): Map<string, Row> {
  const [, ...lines] = text.trim().split('\n');
  const rows = new Map<string, Row>();
  for (const line of lines) {
    const [route, callers, expected] = line.split('|').map((cell) => cell.trim()) as [string, string, string];
    const key = route.replace(/\s+/, ' ');
    if (rows.has(key)) throw new Error(`matrix row "${key}" appears twice`);
    const unknownCaller = callers.split(/\s+/).find((caller) => !A_CALLERS.includes(caller as Caller));
    if (unknownCaller) throw new Error(`matrix row "${key}": unknown caller ${unknownCaller}`);
    const [status, code] = expected.split(' ');
    rows.set(key, {
      callers: callers.split(/\s+/) as Caller[],
      expected: expected === 'as unknown' ? expected : { status: Number(status), codes: code!.split('/') },
    });
  }
  return rows;
}

/** The ids a request names: the second tenant's, or ones that exist nowhere. */
type Ids = SecondTenant['ids'] & { user: string };
/** The demo tenant's own ids, for requests that mix them with the other tenant's. */
type Own = {
  customer: string;
  exam: string;
  user: string;
  course: string;
  lesson: string;
  account: string;
  admin: string;
};
type Spec = { url: string; payload?: unknown };

const answer = { answer: { type: 'single-choice', choice: 0 } };
const courseForm = {
  title: { es: 'Curso cruzado', en: 'Crossed course' },
  description: { es: 'Prueba', en: 'Test' },
  level: 'A1',
  order: 1,
  locale: 'es',
};
const definition = {
  type: 'single-choice',
  prompt: 'Elija.',
  explanation: 'Library = biblioteca.',
  options: [
    { text: 'library', correct: true },
    { text: 'bookstore', correct: false },
  ],
};
const examForm = (courseId: string) => ({
  courseId,
  title: { es: 'Examen cruzado', en: 'Crossed exam' },
  description: { es: 'Prueba', en: 'Test' },
  passMark: 60,
  timeLimitMinutes: null,
  questions: [{ definition }],
});
const slotForm = (resourceType: string, resourceId: string) => ({
  carouselId: 'landing',
  title: { es: 'Destacado cruzado', en: 'Crossed slot' },
  resourceType,
  resourceId,
  resourceUrl: resourceType === 'url' ? '/courses' : '',
});
const wordForm = (categoryId: string | null) => ({
  headword: 'crossed word',
  partOfSpeech: 'noun',
  categoryId,
  senses: [{ translations: ['palabra cruzada'] }],
});
const reviewForm = (courseId: string, chapterId: string) => ({
  courseId,
  title: { es: 'Repaso cruzado', en: 'Crossed review' },
  words: [{ chapterId, en: 'student' }],
});
const chapterForm = (courseId: string) => ({
  courseId,
  title: { es: 'Lección cruzada', en: 'Crossed lesson' },
  viewMode: 'reading',
  body: 'Texto.',
});

/** The request(s) of each row, naming the given ids (some rows mix them with the caller's own). */
const REQUESTS: Record<string, (ids: Ids, own: Own) => Spec[]> = {
  'GET /api/tutoring/tutors/:id/slots': (ids) => [
    {
      url: `/api/tutoring/tutors/${ids.tutor}/slots?from=2030-01-01T00:00:00Z&to=2030-01-08T00:00:00Z&length=60`,
    },
  ],
  'POST /api/tutoring/sessions': (ids) => [
    {
      url: '/api/tutoring/sessions',
      payload: { tutorId: ids.tutor, startsAt: '2030-01-07T09:00:00Z', lengthMinutes: 60, timeZone: 'UTC' },
    },
  ],
  'POST /api/tutoring/sessions/:id/cancel': (ids) => [
    { url: `/api/tutoring/sessions/${ids.tutoringSession}/cancel` },
  ],
  'POST /api/tutoring/sessions/:id/reschedule': (ids) => [
    {
      url: `/api/tutoring/sessions/${ids.tutoringSession}/reschedule`,
      payload: { startsAt: '2030-01-07T09:00:00Z' },
    },
  ],
  'POST /api/tutoring/recordings/:id/listened': (ids) => [
    { url: `/api/tutoring/recordings/${ids.recording}/listened` },
  ],
  'DELETE /api/tutoring/recordings/:id': (ids) => [{ url: `/api/tutoring/recordings/${ids.recording}` }],
  'GET /api/tutoring/recordings/:id/content': (ids) => [
    { url: `/api/tutoring/recordings/${ids.recording}/content` },
  ],
  'PUT /api/admin/tutoring/tutors/:id': (ids) => [
    {
      url: `/api/admin/tutoring/tutors/${ids.tutor}`,
      payload: { isTutor: false, bio: '', hourlyRateCents: 0, version: 1 },
    },
  ],
  'GET /api/admin/tutoring/sessions': (ids) => [
    { url: `/api/admin/tutoring/sessions?tutorId=${ids.tutor}` },
    { url: `/api/admin/tutoring/sessions?studentId=${ids.user}` },
    { url: `/api/admin/tutoring/sessions?classId=${ids.schoolClass}` },
  ],
  'POST /api/admin/tutoring/sessions/:id/attendance': (ids) => [
    {
      url: `/api/admin/tutoring/sessions/${ids.tutoringSession}/attendance`,
      payload: { status: 'attended' },
    },
  ],
  'GET /api/courses/:id': (ids) => [{ url: `/api/courses/${ids.course}` }],
  'POST /api/courses/:id/enroll': (ids) => [{ url: `/api/courses/${ids.course}/enroll` }],
  'GET /api/chapters/:id': (ids) => [{ url: `/api/chapters/${ids.lesson}` }],
  'POST /api/chapters/:id/view': (ids) => [{ url: `/api/chapters/${ids.lesson}/view` }],
  'POST /api/chapters/:id/complete': (ids) => [{ url: `/api/chapters/${ids.lesson}/complete` }],
  'GET /api/audio-courses/:id': (ids) => [{ url: `/api/audio-courses/${ids.course}` }],
  'PUT /api/audio-positions/:id': (ids) => [
    { url: `/api/audio-positions/${ids.lesson}`, payload: { positionMs: 5000 } },
  ],
  'GET /api/exercises': (ids) => [
    { url: `/api/exercises?courseId=${ids.course}` },
    { url: `/api/exercises?chapterId=${ids.lesson}` },
  ],
  'GET /api/exercises/:id': (ids) => [{ url: `/api/exercises/${ids.exercise}` }],
  'POST /api/exercises/:id/check': (ids) => [
    { url: `/api/exercises/${ids.exercise}/check`, payload: answer },
  ],
  'POST /api/exams/:id/attempts': (ids) => [{ url: `/api/exams/${ids.exam}/attempts` }],
  'GET /api/exams/:id/attempts/current': (ids) => [{ url: `/api/exams/${ids.exam}/attempts/current` }],
  'PUT /api/exam-attempts/:attemptId/answers/:questionId': (ids) => [
    { url: `/api/exam-attempts/${ids.attempt}/answers/${ids.question}`, payload: answer },
  ],
  'POST /api/exam-attempts/:attemptId/submit': (ids) => [{ url: `/api/exam-attempts/${ids.attempt}/submit` }],
  'GET /api/exams/:id/attempts': (ids) => [{ url: `/api/exams/${ids.exam}/attempts` }],
  'GET /api/exam-attempts/:attemptId': (ids) => [{ url: `/api/exam-attempts/${ids.attempt}` }],
  'GET /api/certificates/:id/pdf': (ids) => [{ url: `/api/certificates/${ids.certificate}/pdf` }],
  'GET /api/public/certificates/:code': (ids) => [{ url: `/api/public/certificates/${ids.certificateCode}` }],
  'HEAD /api/courses/:key/check': (ids) => [
    { url: `/api/courses/title/check?value=Curso%20de%20prueba&id=${ids.course}` },
  ],
  'PUT /api/courses/:id': (ids) => [
    { url: `/api/courses/${ids.course}`, payload: { ...courseForm, version: 1 } },
  ],
  'POST /api/courses/:id/chapters': (ids, own) => [
    { url: `/api/courses/${ids.course}/chapters`, payload: { chapterId: ids.lesson } },
    { url: `/api/courses/${own.course}/chapters`, payload: { chapterId: ids.lesson } },
    { url: `/api/courses/${ids.course}/chapters`, payload: { chapterId: own.lesson } },
  ],
  'DELETE /api/courses/:id/chapters/:chapterId': (ids, own) => [
    { url: `/api/courses/${ids.course}/chapters/${ids.lesson}` },
    { url: `/api/courses/${own.course}/chapters/${ids.lesson}` },
  ],
  'PUT /api/courses/:id/chapters/order': (ids) => [
    { url: `/api/courses/${ids.course}/chapters/order`, payload: { chapterIds: [ids.lesson] } },
  ],
  'GET /api/courses/:id/teachers': (ids) => [{ url: `/api/courses/${ids.course}/teachers` }],
  // Another school's course reads as missing; its professor as no professor of this school.
  'PUT /api/courses/:id/teachers': (ids, own) => [
    { url: `/api/courses/${ids.course}/teachers`, payload: { teacherIds: [] } },
    { url: `/api/courses/${own.course}/teachers`, payload: { teacherIds: [ids.tutor] } },
  ],
  'GET /api/chapters': (ids) => [{ url: `/api/chapters?courseId=${ids.course}` }],
  'HEAD /api/chapters/:key/check': (ids) => [
    { url: `/api/chapters/title/check?value=Lecci%C3%B3n%20uno&courseId=${ids.course}&id=${ids.lesson}` },
  ],
  'POST /api/chapters': (ids) => [{ url: '/api/chapters', payload: chapterForm(ids.course) }],
  'PUT /api/chapters/:id': (ids) => [
    { url: `/api/chapters/${ids.lesson}`, payload: { ...chapterForm(ids.course), version: 1 } },
  ],
  'DELETE /api/chapters/:id': (ids) => [{ url: `/api/chapters/${ids.lesson}` }],
  'POST /api/chapters/recover/:id': (ids) => [{ url: `/api/chapters/recover/${ids.lesson}` }],
  'DELETE /api/courses/:id': (ids) => [{ url: `/api/courses/${ids.course}` }],
  'POST /api/courses/recover/:id': (ids) => [{ url: `/api/courses/recover/${ids.course}` }],
  'HEAD /api/exercises/:key/check': (ids) => [
    { url: `/api/exercises/prompt/check?value=Elige&chapterId=${ids.lesson}&id=${ids.exercise}` },
  ],
  'POST /api/exercises': (ids) => [{ url: '/api/exercises', payload: { chapterId: ids.lesson, definition } }],
  'PUT /api/exercises/:id': (ids, own) => [
    { url: `/api/exercises/${ids.exercise}`, payload: { chapterId: ids.lesson, definition, version: 1 } },
    { url: `/api/exercises/${ids.exercise}`, payload: { chapterId: own.lesson, definition, version: 1 } },
  ],
  'DELETE /api/exercises/:id': (ids) => [{ url: `/api/exercises/${ids.exercise}` }],
  'POST /api/exercises/recover/:id': (ids) => [{ url: `/api/exercises/recover/${ids.exercise}` }],
  'GET /api/exams': (ids) => [{ url: `/api/exams?courseId=${ids.course}&Take=10` }],
  'GET /api/exams/:id': (ids) => [{ url: `/api/exams/${ids.exam}` }],
  'HEAD /api/exams/:key/check': (ids) => [
    { url: `/api/exams/title/check?value=Examen%20A&courseId=${ids.course}&id=${ids.exam}` },
  ],
  'POST /api/exams': (ids) => [{ url: '/api/exams', payload: examForm(ids.course) }],
  'PUT /api/exams/:id': (ids) => [
    { url: `/api/exams/${ids.exam}`, payload: { ...examForm(ids.course), version: 1 } },
  ],
  'DELETE /api/exams/:id': (ids) => [{ url: `/api/exams/${ids.exam}` }],
  'POST /api/exams/recover/:id': (ids) => [{ url: `/api/exams/recover/${ids.exam}` }],
  'GET /api/carousels': () => [{ url: '/api/carousels?carouselId=landing' }],
  'GET /api/carousels/:id': (ids) => [{ url: `/api/carousels/${ids.carouselSlot}` }],
  'HEAD /api/carousels/:key/check': (ids) => [
    { url: `/api/carousels/title/check?value=Curso%20de%20prueba&carouselId=landing&id=${ids.carouselSlot}` },
  ],
  'POST /api/carousels': (ids) => [
    { url: '/api/carousels', payload: slotForm('course', ids.course) },
    { url: '/api/carousels', payload: slotForm('chapter', ids.lesson) },
    { url: '/api/carousels', payload: slotForm('exam', ids.exam) },
  ],
  'PUT /api/carousels/:id': (ids) => [
    { url: `/api/carousels/${ids.carouselSlot}`, payload: { ...slotForm('url', ''), version: 1 } },
  ],
  'DELETE /api/carousels/:id': (ids) => [{ url: `/api/carousels/${ids.carouselSlot}` }],
  'POST /api/carousels/recover/:id': (ids) => [{ url: `/api/carousels/recover/${ids.carouselSlot}` }],
  // Carousels are named by setup, not by id: another school's landing is only reachable on its host
  // (the carousels test checks that each host shows its own slots); a name with no setup is refused.
  'GET /api/public/carousels/:carouselId': () => [{ url: '/api/public/carousels/sidebar' }],
  'GET /api/review-lessons': (ids) => [{ url: `/api/review-lessons?courseId=${ids.course}` }],
  'GET /api/review-lessons/:id': (ids) => [{ url: `/api/review-lessons/${ids.reviewLesson}` }],
  'HEAD /api/review-lessons/:key/check': (ids) => [
    { url: `/api/review-lessons/title/check?value=Repaso%20B&courseId=${ids.course}&id=${ids.reviewLesson}` },
  ],
  'POST /api/review-lessons': (ids) => [
    { url: '/api/review-lessons', payload: reviewForm(ids.course, ids.lesson) },
  ],
  'PUT /api/review-lessons/:id': (ids) => [
    {
      url: `/api/review-lessons/${ids.reviewLesson}`,
      payload: { ...reviewForm(ids.course, ids.lesson), version: 1 },
    },
  ],
  'DELETE /api/review-lessons/:id': (ids) => [{ url: `/api/review-lessons/${ids.reviewLesson}` }],
  'GET /api/dictionary/words': (ids) => [
    { url: `/api/dictionary/words?categoryId=${ids.dictionaryCategory}` },
  ],
  'GET /api/dictionary/words/:id': (ids) => [{ url: `/api/dictionary/words/${ids.dictionaryEntry}` }],
  'HEAD /api/dictionary/words/:key/check': (ids) => [
    { url: `/api/dictionary/words/headword/check?value=zyzzyva&partOfSpeech=noun&id=${ids.dictionaryEntry}` },
  ],
  'POST /api/dictionary/words': (ids) => [
    { url: '/api/dictionary/words', payload: wordForm(ids.dictionaryCategory) },
    { url: '/api/dictionary/words', payload: { ...wordForm(null), audioMediaId: ids.media } },
  ],
  'PUT /api/dictionary/words/:id': (ids) => [
    { url: `/api/dictionary/words/${ids.dictionaryEntry}`, payload: { ...wordForm(null), version: 1 } },
  ],
  'DELETE /api/dictionary/words/:id': (ids) => [{ url: `/api/dictionary/words/${ids.dictionaryEntry}` }],
  'POST /api/dictionary/words/recover/:id': (ids) => [
    { url: `/api/dictionary/words/recover/${ids.dictionaryEntry}` },
  ],
  'GET /api/dictionary/categories/:id': (ids) => [
    { url: `/api/dictionary/categories/${ids.dictionaryCategory}` },
  ],
  'HEAD /api/dictionary/categories/:key/check': (ids) => [
    { url: `/api/dictionary/categories/name/check?value=Insectos&id=${ids.dictionaryCategory}` },
  ],
  'PUT /api/dictionary/categories/:id': (ids) => [
    {
      url: `/api/dictionary/categories/${ids.dictionaryCategory}`,
      payload: { name: { es: 'Bichos', en: 'Bugs' }, version: 1 },
    },
  ],
  'DELETE /api/dictionary/categories/:id': (ids) => [
    { url: `/api/dictionary/categories/${ids.dictionaryCategory}` },
  ],
  'POST /api/dictionary/categories/recover/:id': (ids) => [
    { url: `/api/dictionary/categories/recover/${ids.dictionaryCategory}` },
  ],
  'GET /api/dictionary/phrases': (ids) => [{ url: `/api/dictionary/phrases?wordId=${ids.dictionaryEntry}` }],
  'GET /api/dictionary/phrases/:id': (ids) => [{ url: `/api/dictionary/phrases/${ids.dictionaryPhrase}` }],
  'HEAD /api/dictionary/phrases/:key/check': (ids) => [
    { url: `/api/dictionary/phrases/text/check?value=busy%20as%20a%20bee&id=${ids.dictionaryPhrase}` },
  ],
  'PUT /api/dictionary/phrases/:id': (ids) => [
    {
      url: `/api/dictionary/phrases/${ids.dictionaryPhrase}`,
      payload: {
        kind: 'phrase',
        text: 'as busy as a bee',
        translation: 'muy ocupado',
        wordIds: [ids.dictionaryEntry],
        version: 1,
      },
    },
  ],
  'DELETE /api/dictionary/phrases/:id': (ids) => [{ url: `/api/dictionary/phrases/${ids.dictionaryPhrase}` }],
  'POST /api/dictionary/phrases/recover/:id': (ids) => [
    { url: `/api/dictionary/phrases/recover/${ids.dictionaryPhrase}` },
  ],
  'GET /api/dictionary/false-friends/:id': (ids) => [
    { url: `/api/dictionary/false-friends/${ids.dictionaryFalseFriend}` },
  ],
  'HEAD /api/dictionary/false-friends/:key/check': (ids) => [
    { url: `/api/dictionary/false-friends/en/check?value=petulant&id=${ids.dictionaryFalseFriend}` },
  ],
  'PUT /api/dictionary/false-friends/:id': (ids) => [
    {
      url: `/api/dictionary/false-friends/${ids.dictionaryFalseFriend}`,
      payload: {
        en: 'petulant',
        enMeaning: 'irritable',
        es: 'petulante',
        esMeaning: 'smug',
        source: 'X',
        version: 1,
      },
    },
  ],
  'DELETE /api/dictionary/false-friends/:id': (ids) => [
    { url: `/api/dictionary/false-friends/${ids.dictionaryFalseFriend}` },
  ],
  'POST /api/dictionary/false-friends/recover/:id': (ids) => [
    { url: `/api/dictionary/false-friends/recover/${ids.dictionaryFalseFriend}` },
  ],
  'POST /api/review-lessons/recover/:id': (ids) => [
    { url: `/api/review-lessons/recover/${ids.reviewLesson}` },
  ],
  // PUT {url}: the same edits with the id in the body.
  ...Object.fromEntries(
    [
      'courses',
      'chapters',
      'exercises',
      'exams',
      'carousels',
      'review-lessons',
      'dictionary/words',
      'dictionary/categories',
      'dictionary/phrases',
      'dictionary/false-friends',
    ].map((resource) => [
      `PUT /api/${resource}`,
      (ids: Ids, own: Own) =>
        REQUESTS[`PUT /api/${resource}/:id`]!(ids, own).map((spec) => ({
          url: `/api/${resource}`,
          payload: { ...(spec.payload as object), id: spec.url.split('/').pop() },
        })),
    ]),
  ),
  'POST /api/user-exams': (ids, own) => [
    { url: '/api/user-exams', payload: { userId: ids.user, examId: ids.exam } },
    { url: '/api/user-exams', payload: { userId: ids.user, examId: own.exam } },
    { url: '/api/user-exams', payload: { userId: own.user, examId: ids.exam } },
  ],
  'POST /api/authentication/impersonate/:userId': (ids) => [
    { url: `/api/authentication/impersonate/${ids.user}` },
  ],
  'POST /api/user/sessions/:id/sign-out-device': (ids) => [
    { url: `/api/user/sessions/${ids.session}/sign-out-device` },
  ],
  'PATCH /api/user/putpassword': (ids) => [
    {
      url: '/api/user/putpassword',
      payload: {
        userId: ids.user,
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Otra2026!clave',
        termsAccepted: true,
      },
    },
  ],
  'POST /api/retail/attachpaymentmethod': (ids) => [
    {
      url: '/api/retail/attachpaymentmethod',
      payload: {
        number: '4242424242424242',
        customer: ids.customer,
        cvc: '731',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 5,
        zipCode: '28001',
      },
    },
  ],
  'POST /api/retail/createsetupintent': (ids) => [
    { url: '/api/retail/createsetupintent', payload: { customer: ids.customer } },
  ],
  'POST /api/retail/registerretailpayment': (ids, own) => [
    {
      url: '/api/retail/registerretailpayment',
      payload: { amount: 1, customer: ids.customer, paymentMethodId: ids.paymentMethod },
    },
    {
      url: '/api/retail/registerretailpayment',
      payload: { amount: 1, customer: own.customer, paymentMethodId: ids.paymentMethod },
    },
  ],
  'GET /api/media/:id': (ids) => [{ url: `/api/media/${ids.media}` }],
  'DELETE /api/media/:id': (ids) => [{ url: `/api/media/${ids.media}` }],
  'GET /api/public/media/:id/content': (ids) => [{ url: `/api/public/media/${ids.media}/content` }],
  'GET /api/dictionary/entries/:id': (ids) => [{ url: `/api/dictionary/entries/${ids.dictionaryEntry}` }],
  'POST /api/reviews/cards/:id/rating': (ids) => [
    { url: `/api/reviews/cards/${ids.reviewCard}/rating`, payload: { rating: 3, version: 1 } },
  ],
  'POST /api/reviews/cards/:id/undo': (ids) => [
    { url: `/api/reviews/cards/${ids.reviewCard}/undo`, payload: { version: 2 } },
  ],
  'POST /api/reviews/cards/:id/unsuspend': (ids) => [
    { url: `/api/reviews/cards/${ids.reviewCard}/unsuspend` },
  ],
  'GET /api/reviews/entries/:id': (ids) => [{ url: `/api/reviews/entries/${ids.dictionaryEntry}` }],
  'POST /api/reviews/entries/:id': (ids) => [{ url: `/api/reviews/entries/${ids.dictionaryEntry}` }],
  'GET /api/reviews/courses/:id': (ids) => [{ url: `/api/reviews/courses/${ids.course}` }],
  'POST /api/reviews/lessons/:kind/:id/session': (ids) => [
    { url: `/api/reviews/lessons/staff/${ids.reviewLesson}/session` },
    { url: `/api/reviews/lessons/lesson/${ids.lesson}/session` },
  ],
  'POST /api/retail/removepaymentmethod': (ids, own) => [
    {
      url: '/api/retail/removepaymentmethod',
      payload: { customerId: ids.customer, paymentMethodId: ids.paymentMethod },
    },
    {
      url: '/api/retail/removepaymentmethod',
      payload: { customerId: own.customer, paymentMethodId: ids.paymentMethod },
    },
  ],
  'POST /api/account/guests/:id/resend': (ids) => [{ url: `/api/account/guests/${ids.guest}/resend` }],
  'DELETE /api/account/guests/:id': (ids) => [{ url: `/api/account/guests/${ids.guest}` }],
  'GET /api/admin/accounts/:id': (ids) => [{ url: `/api/admin/accounts/${ids.account}` }],
  'PUT /api/admin/accounts/:id/plan': (ids) => [
    {
      url: `/api/admin/accounts/${ids.account}/plan`,
      payload: { installmentCents: 100, installments: 1, dueDay: 1, startMonth: '2030-01' },
    },
  ],
  'POST /api/admin/accounts/:id/adjustments': (ids) => [
    {
      url: `/api/admin/accounts/${ids.account}/adjustments`,
      payload: { amountCents: 100, reason: 'Cruzado', idempotencyKey: randomUUID() },
    },
  ],
  // The other tenant's account, and the caller's own account naming the other tenant's payment.
  'POST /api/admin/accounts/:id/refunds': (ids, own) => [
    {
      url: `/api/admin/accounts/${ids.account}/refunds`,
      payload: { paymentId: ids.payment, amountCents: 1, reason: 'Cruzado', idempotencyKey: randomUUID() },
    },
    {
      url: `/api/admin/accounts/${own.account}/refunds`,
      payload: { paymentId: ids.payment, amountCents: 1, reason: 'Cruzado', idempotencyKey: randomUUID() },
    },
  ],
  'POST /api/admin/contact-messages/:id/handled': (ids) => [
    { url: `/api/admin/contact-messages/${ids.contactMessage}/handled` },
  ],
  'GET /api/admin/audit-log': (ids) => [{ url: `/api/admin/audit-log?actorId=${ids.user}` }],
  'GET /api/admin/audit-log/csv': (ids) => [{ url: `/api/admin/audit-log/csv?actorId=${ids.user}` }],
  'POST /api/admin/jobs/:id/retry': (ids) => [{ url: `/api/admin/jobs/${ids.job}/retry` }],
  'GET /api/admin/classes/:id': (ids) => [{ url: `/api/admin/classes/${ids.schoolClass}` }],
  'DELETE /api/admin/classes/:id': (ids) => [{ url: `/api/admin/classes/${ids.schoolClass}` }],
  // The caller's own administrator as the teacher: the class is what is not found.
  'PUT /api/admin/classes/:id': (ids, own) => [
    {
      url: `/api/admin/classes/${ids.schoolClass}`,
      payload: { name: 'Cruzada', teacherIds: [own.admin], studentIds: [], courseIds: [] },
    },
  ],
  'POST /api/reports/user-activity': (ids) => [
    {
      url: '/api/reports/user-activity',
      payload: { from: '2026-01-01', to: '2026-12-31', classId: ids.schoolClass },
    },
  ],
  'POST /api/reports/user-activity/csv': (ids) => [
    {
      url: '/api/reports/user-activity/csv',
      payload: { from: '2026-01-01', to: '2026-12-31', classId: ids.schoolClass },
    },
  ],
  'POST /api/reports/staff-home': (ids) => [
    { url: '/api/reports/staff-home', payload: { classId: ids.schoolClass } },
  ],
  'POST /api/reports/user-timeline': (ids) => [
    {
      url: '/api/reports/user-timeline',
      payload: { from: '2026-01-01', to: '2026-12-31', userId: ids.user },
    },
  ],
  'POST /api/reports/most-active-users': (ids) => [
    {
      url: '/api/reports/most-active-users',
      payload: { from: '2026-01-01', to: '2026-12-31', courseId: ids.course },
    },
    {
      url: '/api/reports/most-active-users',
      payload: { from: '2026-01-01', to: '2026-12-31', classId: ids.schoolClass },
    },
  ],
  'POST /api/reports/most-active-users/csv': (ids) => [
    {
      url: '/api/reports/most-active-users/csv',
      payload: { from: '2026-01-01', to: '2026-12-31', courseId: ids.course },
    },
    {
      url: '/api/reports/most-active-users/csv',
      payload: { from: '2026-01-01', to: '2026-12-31', classId: ids.schoolClass },
    },
  ],
  'POST /api/reports/account-activity': (ids) => [
    {
      url: '/api/reports/account-activity',
      payload: { from: '2026-01-01', to: '2026-12-31', accountId: ids.account },
    },
  ],
  'POST /api/reports/account-activity/csv': (ids) => [
    {
      url: '/api/reports/account-activity/csv',
      payload: { from: '2026-01-01', to: '2026-12-31', accountId: ids.account },
    },
  ],
  'GET /api/admin/users/:id': (ids) => [{ url: `/api/admin/users/${ids.user}` }],
  'HEAD /api/admin/users/:key/check': (ids) => [
    { url: `/api/admin/users/email/check?value=a%40b.test&id=${ids.user}` },
  ],
  // oidcClientId is the school's client at its sign-in provider, never an id of ours: looked up nowhere.
  'PUT /api/admin/tenant-settings': (ids) => [
    { url: '/api/admin/tenant-settings', payload: { oidcClientId: ids.user, version: 1 } },
  ],
  'PUT /api/admin/users': (ids) => [
    {
      url: '/api/admin/users',
      payload: {
        id: ids.user,
        version: 1,
        firstName: 'X',
        lastName: 'Y',
        role: 'Student',
        isMaster: false,
        isTutor: false,
      },
    },
  ],
  'DELETE /api/admin/users/:id': (ids) => [{ url: `/api/admin/users/${ids.user}` }],
  'POST /api/admin/users/recover/:id': (ids) => [{ url: `/api/admin/users/recover/${ids.user}` }],
  'POST /api/admin/users/:id/deactivate': (ids) => [{ url: `/api/admin/users/${ids.user}/deactivate` }],
  'POST /api/admin/users/:id/reactivate': (ids) => [{ url: `/api/admin/users/${ids.user}/reactivate` }],
  'POST /api/admin/users/:id/reset-password': (ids) => [
    { url: `/api/admin/users/${ids.user}/reset-password` },
  ],
  // The list filtered by another school's class: as by a class that exists nowhere (nobody).
  'GET /api/admin/users': (ids) => [{ url: `/api/admin/users?classId=${ids.schoolClass}` }],
  'GET /api/admin/users/csv': (ids) => [{ url: `/api/admin/users/csv?classId=${ids.schoolClass}` }],
  'POST /api/admin/users/bulk/:action': (ids) => [
    { url: '/api/admin/users/bulk/deactivate', payload: { ids: [ids.user] } },
    { url: '/api/admin/users/bulk/invite', payload: { ids: [ids.user] } },
  ],
  // The caller's own student into another school's class: the class is what is not found.
  'POST /api/admin/users/bulk/class/:classId': (ids, own) => [
    { url: `/api/admin/users/bulk/class/${ids.schoolClass}`, payload: { ids: [own.user] } },
    {
      url: `/api/admin/users/bulk/class/${ids.schoolClass}`,
      payload: { matching: { classId: ids.schoolClass } },
    },
  ],
  'POST /api/retail/setautopayment': (ids, own) => [
    {
      url: '/api/retail/setautopayment',
      payload: { customerId: ids.customer, paymentMethodId: ids.paymentMethod },
    },
    {
      url: '/api/retail/setautopayment',
      payload: { customerId: own.customer, paymentMethodId: ids.paymentMethod },
    },
  ],
};

/** Ids that exist in no tenant, shaped as the real ones. */
const unknownIds = (): Ids => ({
  course: randomUUID(),
  lesson: randomUUID(),
  exercise: randomUUID(),
  exam: randomUUID(),
  attempt: randomUUID(),
  question: randomUUID(),
  certificate: randomUUID(),
  certificateCode: 'PUE-ZZZZ-ZZZZ-ZZZZ',
  carouselSlot: randomUUID(),
  reviewLesson: randomUUID(),
  customer: 'cus_unknown',
  paymentMethod: 'pm_unknown',
  media: randomUUID(),
  dictionaryEntry: randomUUID(),
  reviewCard: randomUUID(),
  dictionaryCategory: randomUUID(),
  dictionaryPhrase: randomUUID(),
  dictionaryFalseFriend: randomUUID(),
  guest: randomUUID(),
  contactMessage: randomUUID(),
  account: randomUUID(),
  payment: randomUUID(),
  user: randomUUID(),
  tutor: randomUUID(),
  tutoringSession: randomUUID(),
  recording: randomUUID(),
  job: randomUUID(),
  schoolClass: randomUUID(),
  session: randomUUID(),
});

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: BodySchema }> };
      }
    >
  >;
};

/** A body's schema: an object, or a choice of objects (a union in the route's zod schema). */
type BodySchema = { properties?: Record<string, unknown>; anyOf?: BodySchema[]; oneOf?: BodySchema[] };

/** The names of a body's fields, in any of the objects a union allows. */
const fieldsOf = (schema: BodySchema | undefined): string[] =>
  schema
    ? [
        ...Object.keys(schema.properties ?? {}),
        ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(fieldsOf),
      ]
    : [];

const ID_NAME = /^(id|code|customer)$|Id$/;

/**
 * The endpoints that take an id, from the app itself: every route with a named path parameter, and every
 * operation of the OpenAPI document with an id-named query parameter or body field.
 */
function idTakingRoutes(routes: AppRoute[], document: OpenApi): string[] {
  const keys = new Set<string>();
  for (const route of routes) {
    if (route.url.startsWith('/api/') && /:\w/.test(route.url) && route.method !== 'HEAD')
      keys.add(`${route.method} ${route.url}`);
  }
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const body = fieldsOf(operation.requestBody?.content?.['application/json']?.schema);
      const names = [...query.map((parameter) => parameter.name), ...body];
      if (names.some((name) => ID_NAME.test(name)))
        keys.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return [...keys];
}

type Headers = Record<string, string>;
const HOST = 'localhost';

describe('cross-tenant matrix: another tenant’s ids and tokens', () => {
  let t: TestApp;
  let routes: AppRoute[];
  let demo: DemoSeed;
  let b: SecondTenant;
  let own: Own;
  const sessions = new Map<Caller, Headers>();

  beforeAll(async () => {
    ({ t, routes } = await buildTestAppWithRoutes());
    demo = await seedDemo(t.deps.db, t.deps.clock);
    b = await buildSecondTenant(t);
    const signInDemo = async (key: keyof DemoSeed['users']) =>
      (await signIn(t, demo.users[key], { host: HOST, password: DEMO_PASSWORD })).headers;
    sessions.set('anonymous', { host: HOST });
    sessions.set('student', await signInDemo('estudiante'));
    sessions.set('guest', await signInDemo('invitado'));
    sessions.set('professor', await signInDemo('profesor'));
    const admin = await signInDemo('admin');
    sessions.set('admin', admin);
    const impersonation = await t.app.inject({
      method: 'POST',
      url: `/api/authentication/impersonate/${demo.users.estudiante.id}`,
      headers: admin,
    });
    sessions.set('impersonating', { host: HOST, authorization: `Bearer ${impersonation.json().tokenId}` });
    const [exam] = await t.deps.db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.tenantId, demo.tenant.id)))
      .limit(1);
    const [lesson] = await t.deps.db
      .select({ id: chapters.id, courseId: chapters.courseId })
      .from(chapters)
      .where(eq(chapters.tenantId, demo.tenant.id))
      .limit(1);
    own = {
      customer: await customerOf(t, sessions.get('student')!),
      exam: exam!.id,
      user: demo.users.nuevo.id,
      course: lesson!.courseId,
      lesson: lesson!.id,
      account: demo.users.estudiante.accountId!,
      admin: demo.users.admin.id,
    };
  });
  afterAll(() => t.close());

  const matrix = parseMatrix(MATRIX);

  it('has one row per endpoint that takes an id, and no row without one', () => {
    const found = idTakingRoutes(routes, t.app.swagger() as unknown as OpenApi);
    expect(found.length).toBeGreaterThan(15);
    expect([...matrix.keys()].sort()).toEqual(found.sort());
    expect(Object.keys(REQUESTS).sort()).toEqual([...matrix.keys()].sort());
  });

  it('answers the demo tenant’s users 404 (or as for an unknown id), and the other tenant’s tokens 401, changing nothing', async () => {
    const before = await snapshotOf(t, b.tenant.id);
    // The other tenant has one of everything a request can name.
    for (const table of [
      'courses',
      'chapters',
      'exercises',
      'exams',
      'exam_attempts',
      'exercise_attempts',
      'certificates',
      'payment_customers',
      'payment_methods',
      'payments',
      'sessions',
      'media',
    ])
      expect(before[table], table).toMatch(/^[1-9]/);
    const ids: Ids = { ...b.ids, user: b.users.student.id };
    const nowhere = unknownIds();
    const mismatches: string[] = [];
    const send = async (method: string, spec: Spec, headers: Headers) => {
      const res = await t.app.inject({
        method: method as InjectOptions['method'],
        url: spec.url,
        headers: { ...headers },
        ...(spec.payload === undefined ? {} : { payload: spec.payload as object }),
      });
      return {
        status: res.statusCode,
        code: method === 'HEAD' ? undefined : codeOf(res.body),
        body: res.body,
      };
    };

    for (const [key, row] of matrix) {
      const method = key.split(' ')[0]!;
      const specs = REQUESTS[key]!(ids, own);
      const unknownSpecs = REQUESTS[key]!(nowhere, own);
      for (const caller of row.callers) {
        for (const [index, spec] of specs.entries()) {
          const got = await send(method, spec, sessions.get(caller)!);
          const label = `${key} as ${caller} (${spec.url} ${JSON.stringify(spec.payload ?? '')})`;
          if (row.expected === 'as unknown') {
            const unknown = await send(method, unknownSpecs[index]!, sessions.get(caller)!);
            if (got.status !== unknown.status || got.body !== unknown.body || got.status >= 500)
              mismatches.push(
                `${label}: ${got.status} ${got.body.slice(0, 120)}, but ${unknown.status} ${unknown.body.slice(0, 120)} for an unknown id`,
              );
          } else {
            const expected = row.expected;
            const codeOk = method === 'HEAD' || expected.codes.includes(got.code ?? '');
            if (got.status !== expected.status || !codeOk)
              mismatches.push(
                `${label}: expected ${expected.status} ${expected.codes.join('/')}, got ${got.status} ${got.body.slice(0, 160)}`,
              );
          }
        }
      }
      // The other tenant's own users, with its ids, on the demo tenant's host: their tokens mean nothing
      // here (a public call answers them as anyone).
      const foreign = row.callers.includes('anonymous')
        ? row.expected
        : { status: 401, codes: ['system.unauthorized'] };
      if (foreign === 'as unknown') throw new Error(`${key}: a public row needs an expected answer`);
      for (const [who, headers] of Object.entries(b.headers)) {
        for (const spec of specs) {
          const got = await send(method, spec, { ...headers, host: HOST });
          const codeOk = method === 'HEAD' || foreign.codes.includes(got.code ?? '');
          if (got.status !== foreign.status || !codeOk)
            mismatches.push(
              `${key} with the other tenant's ${who} token: expected ${foreign.status}, got ${got.status} ${got.body.slice(0, 160)}`,
            );
        }
      }
    }
    // Signing out or refreshing with the other tenant's tokens on the demo host ends or rotates nothing.
    for (const headers of Object.values(b.headers)) {
      const onDemoHost = { ...headers, host: HOST };
      const logoff = await t.app.inject({
        method: 'PUT',
        url: '/api/authentication/logoff',
        headers: onDemoHost,
      });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/authentication/refresh',
        headers: onDemoHost,
      });
      expect([logoff.statusCode, refresh.statusCode]).toEqual([204, 401]);
      expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(200);
    }
    expect(mismatches).toEqual([]);
    expect(await snapshotOf(t, b.tenant.id)).toEqual(before);
  }, 300_000);
});

/**
 * A digest of every row the tenant owns, per table (its tenants row; the rows of every table with a
 * tenant_id), and of every row of the tables that belong to no tenant (the payment provider's).
 */
async function snapshotOf(t: TestApp, tenantId: string): Promise<Record<string, string>> {
  const { pool } = t.deps.database;
  const tables = await pool.query<{ name: string; tenanted: boolean }>(
    `select t.table_name as name,
            exists (select 1 from information_schema.columns c
                    where c.table_schema = t.table_schema and c.table_name = t.table_name
                      and c.column_name = 'tenant_id') as tenanted
       from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name, tenanted } of tables.rows) {
    const where = name === 'tenants' ? 'where r.id = $1' : tenanted ? 'where r.tenant_id = $1' : '';
    const params = where ? [tenantId] : [];
    const result = await pool.query<{ n: number; digest: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
         from "${name}" r ${where}`,
      params,
    );
    const row = result.rows[0]!;
    snapshot[name] = `${row.n} ${row.digest}`;
  }
  return snapshot;
}

function codeOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (Array.isArray(parsed)) return String(parsed[0]);
    return (parsed as { code?: string }).code;
  } catch {
    return undefined;
  }
}
