import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carouselSlots,
  certificates,
  chapters,
  contactMessages,
  courses,
  courseTeachers,
  dictionaryCategories,
  dictionaryEntries,
  dictionaryFalseFriends,
  dictionaryPhrases,
  exams,
  exercises,
  reviewCards,
  reviewLessons,
  reviewLogs,
  tenants,
} from '../src/db/schema/index.ts';
import { importContent } from '../src/modules/content/index.ts';
import { importDictionary } from '../src/modules/dictionary/index.ts';
import { presentTenantSettings } from '../src/modules/tenant-settings/tenant-settings.presenter.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { type DemoSeed, seedDemo } from '../src/seed/seed-demo.ts';
import { type AppRoute, buildTestAppWithRoutes, isHeadTwin, routeKey } from './app-routes.ts';
import type { TestApp } from './build-test-app.ts';
import { sampleFiles } from './dictionary-sample.ts';
import { buildTenant, buildUser } from './factories.ts';
import { multipart, PNG_1X1, webm } from './media-samples.ts';
import { signIn } from './sign-in.ts';

/**
 * Gate: every route of the app, called by every kind of caller, answers what the table below says.
 * The rows come from the app's own route list: a route without a row (or a row without a route) fails.
 *
 * Legend: a number is the exact status; U = 401 system.unauthorized; F = 403 system.forbidden;
 * P = 403 payment.required (the add-payment step); H = 403 payment.holder-only; I = 403
 * payment.impersonation-forbidden. Callers: the demo tenant's users (anonymous; estudiante, a paid-up
 * holder; invitado, a guest of her account; moroso, who must pay first; profesor; admin; admin
 * impersonating estudiante) and an administrator of another tenant whose valid token is sent to the demo
 * tenant's host. A lesson completes by its work: invitado has not passed the lesson's exercises, so
 * completing it answers 409 chapter.exercises-not-passed and its review lesson is not open to her (404). Every refused cell (401/403) is also called with an invalid body and invalid path
 * parameters: the refusal comes first, whatever is sent. A GET row also covers its automatic HEAD.
 */
const MATRIX = `
  route                                                    | anon | student | guest | overdue | professor | admin | impersonating | other tenant
  GET    /api/health                                       | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/ready                                        | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/tenant                                       | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/docs                                         | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/docs/json                                    | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/docs/yaml                                    | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/docs/static/index.html                       | 302  | 302     | 302   | 302     | 302       | 302   | 302           | 302
  GET    /api/docs/static/swagger-initializer.js           | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/docs/static/*                                | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  POST   /api/authentication/login                         | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  PUT    /api/authentication/logoff                        | 204  | 204     | 204   | 204     | 204       | 204   | 204           | 204
  GET    /api/authentication/introspect                    | U    | 200     | 200   | 200     | 200       | 200   | 200           | U
  POST   /api/authentication/refresh                       | 401  | 200     | 200   | 200     | 200       | 200   | 200           | 401
  POST   /api/authentication/impersonate/:userId           | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/authentication/origin                        | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/authentication/location                      | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/auth/oidc/start                              | 303  | 303     | 303   | 303     | 303       | 303   | 303           | 303
  GET    /api/auth/oidc/callback                           | 303  | 303     | 303   | 303     | 303       | 303   | 303           | 303
  POST   /api/auth/oidc/complete                           | 401  | 401     | 401   | 401     | 401       | 401   | 401           | 401
  PATCH  /api/user/putpassword                             | U    | 400     | 400   | 400     | 400       | 400   | F             | U
  GET    /api/user/getonetimepassword                      | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  PUT    /api/user/locale                                  | U    | 200     | 200   | 200     | 200       | 200   | 200           | U
  GET    /api/user/me                                      | U    | 200     | 200   | 200     | 200       | 200   | 200           | U
  GET    /api/user/profile                                 | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  PUT    /api/user/profile                                 | U    | 200     | 200   | P       | 200       | 200   | F             | U
  GET    /api/user/sessions                                | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  POST   /api/user/sessions/sign-out-others                | U    | 200     | 200   | P       | 200       | 200   | F             | U
  POST   /api/user/sessions/:id/sign-out-device            | U    | 404     | 404   | P       | 404       | 404   | F             | U
  GET    /api/account/guests                               | U    | 200     | F     | P       | F         | F     | 200           | U
  POST   /api/account/guests                               | U    | 409     | F     | P       | F         | F     | 409           | U
  POST   /api/account/guests/:id/resend                    | U    | 409     | F     | P       | F         | F     | 409           | U
  DELETE /api/account/guests/:id                           | U    | 404     | F     | P       | F         | F     | 404           | U
  POST   /api/contact                                      | 201  | 201     | 201   | 201     | 201       | 201   | 201           | 201
  GET    /api/admin/contact-messages                       | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/admin/contact-messages/:id/handled           | U    | F       | F     | P       | 204       | 204   | F             | U
  GET    /api/admin/classes                                | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/admin/classes/:id                            | U    | F       | F     | P       | 404       | 404   | F             | U
  POST   /api/admin/classes                                | U    | F       | F     | P       | F         | 400   | F             | U
  PUT    /api/admin/classes/:id                            | U    | F       | F     | P       | F         | 404   | F             | U
  DELETE /api/admin/classes/:id                            | U    | F       | F     | P       | F         | 404   | F             | U
  GET    /api/admin/audit-log                              | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/admin/audit-log/csv                          | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/admin/audit-log/people                       | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/reports/user-activity                       | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/reports/user-activity/csv                   | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/reports/user-timeline                       | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/reports/most-active-users                   | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/reports/most-active-users/csv               | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/reports/account-activity                    | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/reports/account-activity/csv                | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/reports/staff-home                          | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/reports/users                               | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/admin/users                            | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/admin/users/csv                        | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/admin/users/:id                        | U    | F       | F     | P       | F         | 200   | F             | U
  HEAD   /api/admin/users/:key/check                 | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/users                            | U    | F       | F     | P       | F         | 409   | F             | U
  PUT    /api/admin/users                            | U    | F       | F     | P       | F         | 200   | F             | U
  DELETE /api/admin/users/:id                        | U    | F       | F     | P       | F         | 204   | F             | U
  POST   /api/admin/users/recover/:id                | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/users/:id/deactivate             | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/users/:id/reactivate             | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/users/:id/reset-password         | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/users/bulk/:action               | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/users/bulk/class/:classId        | U    | F       | F     | P       | F         | 404   | F             | U
  POST   /api/admin/users/import/preview             | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/users/import                     | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/courses                                      | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/courses/:id                                  | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  POST   /api/courses/:id/enroll                           | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/chapters/:id                                 | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  POST   /api/chapters/:id/view                            | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  POST   /api/chapters/:id/complete                        | U    | 200     | 409   | P       | 200       | 200   | 200           | U
  GET    /api/audio-courses                                | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/audio-courses/:id                            | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  PUT    /api/audio-positions/:id                          | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/exercises                                    | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/exercises/:id                                | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  POST   /api/exercises/:id/check                          | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/exams                                        | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  POST   /api/exams/:id/attempts                           | U    | 409     | 201   | P       | 201       | 201   | 409           | U
  GET    /api/exams/:id/attempts/current                   | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/exams/:id/attempts                           | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/exam-attempts/:attemptId                     | U    | 409     | 404   | P       | 409       | 409   | 409           | U
  PUT    /api/exam-attempts/:attemptId/answers/:questionId | U    | 200     | 404   | P       | 404       | 404   | 200           | U
  POST   /api/exam-attempts/:attemptId/submit              | U    | 200     | 404   | P       | 404       | 404   | 200           | U
  GET    /api/certificates                                 | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/certificates/:id/pdf                         | U    | 200     | 404   | P       | 404       | 404   | 200           | U
  GET    /api/public/certificates/:code                    | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  POST   /api/content/import                               | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/content/export                               | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/courses/:key/check                           | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/courses/:id                                  | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/courses/recover/:id                          | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/courses                                      | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/courses                                      | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/courses/:id                                  | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/courses/:id/chapters                         | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/courses/:id/chapters/:chapterId              | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/courses/:id/chapters/order                   | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/courses/:id/teachers                         | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/courses/:id/teachers                         | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/chapters                                     | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/chapters/:key/check                          | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/chapters                                     | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/chapters                                     | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/chapters/:id                                 | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/chapters/:id                                 | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/chapters/recover/:id                         | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/exercises/:key/check                         | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/exercises                                    | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/exercises                                    | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/exercises/:id                                | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/exercises/:id                                | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/exercises/recover/:id                        | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/exams/:id                                    | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/exams/:key/check                             | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/exams                                        | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/exams                                        | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/exams/:id                                    | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/exams/:id                                    | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/exams/recover/:id                            | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/carousels                                    | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/carousels/:id                                | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/carousels/:key/check                         | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/carousels                                    | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/carousels                                    | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/carousels/:id                                | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/carousels/:id                                | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/carousels/recover/:id                        | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/review-lessons                               | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/review-lessons/:id                           | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/review-lessons/:key/check                    | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/review-lessons                               | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/review-lessons                               | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/review-lessons/:id                           | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/review-lessons/:id                           | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/review-lessons/recover/:id                   | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/wizards/summary                              | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/public/carousels/:carouselId                 | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  POST   /api/user-exams                                   | U    | F       | F     | P       | 201       | 201   | F             | U
  GET    /api/tutoring/tutors                              | U    | 200     | 200   | P       | 200       | F     | 200           | U
  GET    /api/tutoring/tutors/:id/slots                    | U    | 200     | 200   | P       | 200       | F     | 200           | U
  POST   /api/tutoring/sessions                            | U    | 400     | 400   | P       | F         | F     | 400           | U
  GET    /api/tutoring/sessions                            | U    | 200     | 200   | P       | 200       | F     | 200           | U
  POST   /api/tutoring/sessions/:id/cancel                 | U    | 404     | 404   | P       | 404       | F     | 404           | U
  POST   /api/tutoring/sessions/:id/reschedule             | U    | 404     | 404   | P       | F         | F     | 404           | U
  GET    /api/tutoring/availability                        | U    | F       | F     | P       | 200       | F     | F             | U
  PUT    /api/tutoring/availability                        | U    | F       | F     | P       | 200       | F     | F             | U
  GET    /api/tutoring/recordings/recipients               | U    | 200     | 200   | P       | F         | F     | 200           | U
  POST   /api/tutoring/recordings                          | U    | 404     | 404   | P       | F         | F     | F             | U
  GET    /api/tutoring/recordings/sent                     | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/tutoring/recordings/received                 | U    | F       | F     | P       | 200       | F     | F             | U
  POST   /api/tutoring/recordings/:id/listened             | U    | F       | F     | P       | 404       | F     | F             | U
  DELETE /api/tutoring/recordings/:id                      | U    | 404     | 404   | P       | F         | F     | F             | U
  GET    /api/tutoring/recordings/:id/content              | U    | 404     | 404   | P       | 404       | F     | 404           | U
  GET    /api/admin/tutoring/tutors                        | U    | F       | F     | P       | F         | 200   | F             | U
  PUT    /api/admin/tutoring/tutors/:id                    | U    | F       | F     | P       | F         | 404   | F             | U
  GET    /api/admin/tutoring/sessions                      | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/admin/tutoring/sessions/:id/attendance       | U    | F       | F     | P       | 404       | 404   | F             | U
  GET    /api/admin/tutoring/hours                         | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/admin/outbox                                 | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/admin/jobs                                   | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/jobs/:id/retry                         | U    | F       | F     | P       | F         | 404   | F             | U
  GET    /api/admin/tenant-settings                        | U    | F       | F     | P       | F         | 200   | F             | U
  PUT    /api/admin/tenant-settings                        | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/admin/accounts                               | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/admin/accounts/:id                           | U    | F       | F     | P       | F         | 200   | F             | U
  PUT    /api/admin/accounts/:id/plan                      | U    | F       | F     | P       | F         | 200   | F             | U
  POST   /api/admin/accounts/:id/adjustments               | U    | F       | F     | P       | F         | 201   | F             | U
  POST   /api/admin/accounts/:id/refunds                   | U    | F       | F     | P       | F         | 404   | F             | U
  GET    /api/admin/billing/reconciliation                 | U    | F       | F     | P       | F         | 200   | F             | U
  GET    /api/menus                                        | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/account/getmyaccount                         | U    | 200     | 200   | 200     | F         | F     | 200           | U
  GET    /api/retail/getstripecustomer                     | U    | 200     | 200   | 200     | F         | F     | 200           | U
  GET    /api/retail/getapikeys                            | U    | 200     | 200   | 200     | F         | F     | 200           | U
  POST   /api/retail/createcustomer                        | U    | 200     | 200   | 200     | F         | F     | I             | U
  POST   /api/retail/attachpaymentmethod                   | U    | 404     | 404   | 404     | F         | F     | I             | U
  POST   /api/retail/registerretailpayment                 | U    | 404     | 404   | 404     | F         | F     | I             | U
  POST   /api/retail/setautopayment                        | U    | 404     | H     | 404     | F         | F     | I             | U
  POST   /api/retail/cancelautopayment                     | U    | 200     | H     | 200     | F         | F     | I             | U
  POST   /api/retail/removepaymentmethod                   | U    | 404     | 404   | 404     | F         | F     | I             | U
  POST   /api/retail/createsetupintent                     | U    | 404     | 404   | 404     | F         | F     | I             | U
  POST   /api/payments/sandbox/challenge                   | U    | 404     | 404   | 404     | F         | F     | I             | U
  POST   /api/payments/webhooks/stripe                     | 404  | 404     | 404   | 404     | 404       | 404   | 404           | 404
  POST   /api/payments/webhooks/sandbox                    | 400  | 400     | 400   | 400     | 400       | 400   | 400           | 400
  POST   /api/media                                        | U    | F       | F     | P       | 201       | 201   | F             | U
  GET    /api/media                                        | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/media/:id                                    | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  DELETE /api/media/:id                                    | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/public/media/:id/content                     | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /api/dictionary/search                            | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/dictionary/entries/:id                       | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/dictionary/seen-words                        | U    | 200     | 200   | P       | 200       | 200   | 200           | U
  GET    /api/reviews/queue                         | U    | 200     | 200   | P       | F         | F     | 200           | U
  POST   /api/reviews/cards/:id/rating              | U    | 200     | 200   | P       | F         | F     | 200           | U
  POST   /api/reviews/cards/:id/undo                | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/reviews/suspended                     | U    | 200     | 200   | P       | F         | F     | 200           | U
  POST   /api/reviews/cards/:id/unsuspend           | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/reviews/stats                         | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/reviews/settings                      | U    | 200     | 200   | P       | F         | F     | 200           | U
  PUT    /api/reviews/settings                      | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/reviews/entries/:id                   | U    | 200     | 200   | P       | F         | F     | 200           | U
  POST   /api/reviews/entries/:id                   | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/reviews/courses                       | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/reviews/courses/:id                   | U    | 200     | 200   | P       | F         | F     | 200           | U
  POST   /api/reviews/lessons/:kind/:id/session     | U    | 200     | 404   | P       | F         | F     | 200           | U
  GET    /api/my-day                                | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/progress                              | U    | 200     | 200   | P       | F         | F     | 200           | U
  GET    /api/onboarding                            | U    | 200     | 200   | P       | F         | F     | 200           | U
  POST   /api/onboarding/placement                  | U    | 409     | 409   | P       | F         | F     | F             | U
  PUT    /api/onboarding/goal                       | U    | 409     | 409   | P       | F         | F     | F             | U
  POST   /api/onboarding/skip                       | U    | 204     | 204   | P       | F         | F     | F             | U
  GET    /api/habit/settings                        | U    | 200     | 200   | P       | F         | F     | 200           | U
  PUT    /api/habit/settings                        | U    | 200     | 200   | P       | F         | F     | F             | U
  POST   /api/public/study-reminders/off            | 404  | 404     | 404   | 404     | 404       | 404   | 404           | 404
  GET    /api/dictionary/words                             | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/dictionary/words/:id                         | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/dictionary/words/:key/check                  | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/dictionary/words                             | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/dictionary/words                             | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/dictionary/words/:id                         | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/dictionary/words/:id                         | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/dictionary/words/recover/:id                 | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/dictionary/categories                        | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/dictionary/categories/:id                    | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/dictionary/categories/:key/check             | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/dictionary/categories                        | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/dictionary/categories                        | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/dictionary/categories/:id                    | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/dictionary/categories/:id                    | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/dictionary/categories/recover/:id            | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/dictionary/phrases                           | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/dictionary/phrases/:id                       | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/dictionary/phrases/:key/check                | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/dictionary/phrases                           | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/dictionary/phrases                           | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/dictionary/phrases/:id                       | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/dictionary/phrases/:id                       | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/dictionary/phrases/recover/:id               | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/dictionary/false-friends                     | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /api/dictionary/false-friends/:id                 | U    | F       | F     | P       | 200       | 200   | F             | U
  HEAD   /api/dictionary/false-friends/:key/check          | U    | F       | F     | P       | 200       | 200   | F             | U
  POST   /api/dictionary/false-friends                     | U    | F       | F     | P       | 201       | 201   | F             | U
  PUT    /api/dictionary/false-friends                     | U    | F       | F     | P       | 200       | 200   | F             | U
  PUT    /api/dictionary/false-friends/:id                 | U    | F       | F     | P       | 200       | 200   | F             | U
  DELETE /api/dictionary/false-friends/:id                 | U    | F       | F     | P       | 204       | 204   | F             | U
  POST   /api/dictionary/false-friends/recover/:id         | U    | F       | F     | P       | 200       | 200   | F             | U
  GET    /                                                 | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /login                                            | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /courses                                          | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /dictionary                                       | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /lessons/:courseId/:chapterId                     | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /*                                                | 200  | 200     | 200   | 200     | 200       | 200   | 200           | 200
  GET    /metrics                                          | 404  | 404     | 404   | 404     | 404       | 404   | 404           | 404
`;

const CALLERS = [
  'anonymous',
  'student',
  'guest',
  'overdue',
  'professor',
  'admin',
  'impersonating',
  'otherTenant',
] as const;
type Caller = (typeof CALLERS)[number];

const LEGEND: Record<string, { status: number; code: string }> = {
  U: { status: 401, code: 'system.unauthorized' },
  F: { status: 403, code: 'system.forbidden' },
  P: { status: 403, code: 'payment.required' },
  H: { status: 403, code: 'payment.holder-only' },
  I: { status: 403, code: 'payment.impersonation-forbidden' },
};

type Expected = { status: number; code?: string };

/** The table as `METHOD /pattern` → the expected answer per caller. */
function parseMatrix(text: string): Map<string, Expected[]> {
  const [, ...lines] = text.trim().split('\n');
  const rows = new Map<string, Expected[]>();
  for (const line of lines) {
    const [route, ...cells] = line.split('|').map((cell) => cell.trim());
    if (cells.length !== CALLERS.length) throw new Error(`matrix row "${route}" has ${cells.length} cells`);
    const key = route!.replace(/\s+/, ' ');
    if (rows.has(key)) throw new Error(`matrix row "${key}" appears twice`);
    rows.set(
      key,
      cells.map((cell) => LEGEND[cell] ?? { status: Number(cell) }),
    );
  }
  return rows;
}

type Headers = Record<string, string>;
type Call = {
  method: InjectOptions['method'];
  url: string;
  payload?: unknown;
  headers?: Headers;
  remoteAddress?: string;
};
/** What a row sends: path parameters, or a whole URL (with its query), and a body. */
type RequestSpec = {
  params?: Record<string, string>;
  url?: string;
  payload?: unknown;
  /** Headers of the body (a multipart upload's content type). */
  headers?: Headers;
  /** The caller's address (rows whose limits count per address). */
  remoteAddress?: string;
};

/** The demo tenant's ids the requests name, and what some rows make per call. */
type Fixture = {
  demo: DemoSeed;
  courseId: string;
  lessonId: string;
  exerciseId: string;
  examId: string;
  attemptId: string;
  questionId: string;
  certificateId: string;
  certificateCode: string;
  /** The user a caller signs in as (a fresh one for the callers without a user of the tenant). */
  userIdOf(caller: Caller): string;
  /** A new student of the tenant. */
  newStudent(): Promise<string>;
  /** A new student's account (its holder is a new student of the tenant). */
  newAccount(): Promise<string>;
  /** The tenant's settings as an unchanged edit with the current version. */
  tenantSettingsEdit(): Promise<object>;
  /** A new contact message of the tenant, not yet handled. */
  newContactMessage(): Promise<string>;
  /**
   * A new live course per call (deleting one), or a soft-deleted one (recovering); the demo professor owns
   * it unless `professorTeaches` is off (then the school's first administrator does).
   */
  newCourse(deleted: boolean): Promise<string>;
  professorTeaches: boolean;
  /** A new lesson (version 1) in a new course per call, live or soft-deleted. */
  newChapter(deleted: boolean): Promise<{ courseId: string; chapterId: string }>;
  /** A number no other call got (unique titles). */
  next(): number;
  /** A new exercise (version 1) in a new lesson per call, live or soft-deleted. */
  newExercise(deleted: boolean): Promise<{ chapterId: string; exerciseId: string }>;
  /** A new exam (version 1) of a new course per call, live or soft-deleted. */
  newExam(deleted: boolean): Promise<{ courseId: string; examId: string }>;
  /** A new review lesson (version 1) of the course per call, live or soft-deleted. */
  newReview(deleted: boolean): Promise<string>;
  /** A new soft-deleted landing slot per call (recovering takes a free position). */
  newDeletedSlot(): Promise<string>;
  /** A new live landing slot per call, in a free position. */
  newSlot(): Promise<string>;
  /** A landing slot staff may read and edit, and its current version. */
  slot(): Promise<{ id: string; version: number }>;
  /** A word of the lesson's vocabulary (for review lessons). */
  word: string;
  /** An image uploaded by the administrator (reading it). */
  mediaId: string;
  /** A new image per call (deleting one). */
  newMedia(): Promise<string>;
  /** An imported (shared) dictionary entry. */
  dictionaryEntryId: string;
  /** A new review card of the caller's own per call (version 1). */
  newCard(caller: Caller): Promise<string>;
  /** Logs a rating of a new card as its owner's last one (undoable); answers the version it left. */
  rateCard(caller: Caller, cardId: string): Promise<number>;
  /** A new staff word, category or phrase (version 1) per call, live or soft-deleted. */
  newDictionaryItem(
    kind: 'words' | 'categories' | 'phrases' | 'false-friends',
    deleted: boolean,
  ): Promise<string>;
};

/** Staff write; every other caller is refused before anything is read, so it needs nothing made. */
const writes = (caller: Caller) => caller === 'professor' || caller === 'admin';
const NOBODY = '0196b3a2-0000-7000-8000-00000000abcd';

/** The field each dictionary wizard's HEAD check answers for. */
const DICTIONARY_CHECK_KEY = {
  words: 'headword',
  categories: 'name',
  phrases: 'text',
  'false-friends': 'en',
} as const;
/** A dictionary wizard's form, with a name no other call used. */
const dictionaryForm = (
  kind: 'words' | 'categories' | 'phrases' | 'false-friends',
  n: number,
  fx: Fixture,
) => {
  if (kind === 'false-friends')
    return {
      en: `matrixfriend${n}`,
      enMeaning: `amigo ${n}`,
      es: `matrizamigo${n}`,
      esMeaning: `friend ${n}`,
      source: 'A reference',
    };
  if (kind === 'words')
    return { headword: `matrixword${n}`, partOfSpeech: 'noun', senses: [{ translations: [`palabra ${n}`] }] };
  if (kind === 'categories') return { name: { es: `Categoría ${n}`, en: `Category ${n}` } };
  return {
    kind: 'phrase',
    text: `matrix phrase ${n}`,
    translation: `frase ${n}`,
    wordIds: [fx.dictionaryEntryId],
  };
};

/** A course of the wizard's form, with a title no other call used. */
const courseForm = (n: number) => ({
  title: { es: `Curso del asistente ${n}`, en: `Wizard course ${n}` },
  description: { es: 'Prueba', en: 'Test' },
  level: 'A1',
  order: 1,
  locale: 'es',
});
/** A reading lesson of the wizard's form, with a title no other call used. */
const chapterForm = (n: number, courseId: string) => ({
  courseId,
  title: { es: `Lección del asistente ${n}`, en: `Wizard lesson ${n}` },
  viewMode: 'reading',
  body: 'Texto de la lección.',
});
const singleChoice = (prompt: string) => ({
  type: 'single-choice',
  prompt,
  explanation: 'Library = biblioteca.',
  options: [
    { text: 'library', correct: true },
    { text: 'bookstore', correct: false },
  ],
});
const examForm = (n: number, courseId: string) => ({
  courseId,
  title: { es: `Examen del asistente ${n}`, en: `Wizard exam ${n}` },
  description: { es: 'Prueba', en: 'Test' },
  passMark: 60,
  timeLimitMinutes: null,
  questions: [{ definition: singleChoice('Elija.') }],
});
const slotForm = (n: number) => ({
  carouselId: 'landing',
  title: { es: `Destacado ${n}`, en: `Featured ${n}` },
  resourceType: 'url',
  resourceUrl: '/courses',
});
const reviewForm = (n: number, fx: Fixture) => ({
  courseId: fx.courseId,
  title: { es: `Repaso ${n}`, en: `Review ${n}` },
  words: [{ chapterId: fx.lessonId, en: fx.word }],
});

const BAD_ID = 'not-an-id';

/** A valid minimal request per row; `:param`s are filled in from the fixture (or BAD_ID). */
const REQUESTS: Record<string, (fx: Fixture, caller: Caller) => RequestSpec | Promise<RequestSpec>> = {
  'GET /api/docs/static/*': () => ({ url: '/api/docs/static/swagger-ui.css' }),
  'POST /api/authentication/login': () => ({
    payload: { username: 'estudiante@demo.puente.test', password: DEMO_PASSWORD },
  }),
  'POST /api/reports/user-activity': (fx) => ({
    payload: { from: '2026-01-01', to: '2026-01-31', userIds: [fx.demo.users.estudiante.id] },
  }),
  'POST /api/reports/user-activity/csv': () => ({ payload: { from: '2026-01-01', to: '2026-01-31' } }),
  'POST /api/reports/user-timeline': (fx) => ({
    payload: { from: '2026-01-01', to: '2026-01-31', userId: fx.demo.users.estudiante.id },
  }),
  'POST /api/reports/most-active-users': () => ({ payload: { from: '2026-01-01', to: '2026-01-31' } }),
  'POST /api/reports/most-active-users/csv': () => ({ payload: { from: '2026-01-01', to: '2026-01-31' } }),
  'POST /api/reports/account-activity': () => ({ payload: { from: '2026-01-01', to: '2026-01-31' } }),
  'POST /api/reports/account-activity/csv': () => ({ payload: { from: '2026-01-01', to: '2026-01-31' } }),
  'POST /api/authentication/impersonate/:userId': (fx) => ({
    params: { userId: fx.demo.users.estudiante.id },
  }),
  'PATCH /api/user/putpassword': (fx, caller) => ({
    // The caller's own user with a wrong current password: the guard's decision shows, nothing changes.
    payload: {
      userId: fx.userIdOf(caller),
      currentPassword: 'not-the-password',
      newPassword: 'Otra2026!clave',
      termsAccepted: true,
    },
  }),
  // Spanish, as every demo user has it: the row shows the guard's decision and changes nothing.
  'PUT /api/user/locale': () => ({ payload: { locale: 'es' } }),
  'GET /api/user/getonetimepassword': () => ({
    url: '/api/user/getonetimepassword?username=nadie@demo.puente.test',
  }),
  'GET /api/courses/:id': (fx) => ({ params: { id: fx.courseId } }),
  'POST /api/courses/:id/enroll': (fx) => ({ params: { id: fx.courseId } }),
  'GET /api/chapters/:id': (fx) => ({ params: { id: fx.lessonId } }),
  'GET /lessons/:courseId/:chapterId': (fx) => ({
    params: { courseId: fx.courseId, chapterId: fx.lessonId },
  }),
  'POST /api/chapters/:id/view': (fx) => ({ params: { id: fx.lessonId } }),
  'POST /api/chapters/:id/complete': (fx) => ({ params: { id: fx.lessonId } }),
  'GET /api/audio-courses/:id': (fx) => ({ params: { id: fx.courseId } }),
  // The demo course's first lesson is an audio lesson with its recording (starter content).
  'PUT /api/audio-positions/:id': (fx) => ({ params: { id: fx.lessonId }, payload: { positionMs: 5000 } }),
  'GET /api/exercises/:id': (fx) => ({ params: { id: fx.exerciseId } }),
  'POST /api/exercises/:id/check': (fx) => ({
    params: { id: fx.exerciseId },
    payload: { answer: { type: 'single-choice', choice: 0 } },
  }),
  'POST /api/exams/:id/attempts': (fx) => ({ params: { id: fx.examId } }),
  'GET /api/exams/:id/attempts/current': (fx) => ({ params: { id: fx.examId } }),
  'PUT /api/exam-attempts/:attemptId/answers/:questionId': (fx) => ({
    params: { attemptId: fx.attemptId, questionId: fx.questionId },
    payload: { answer: { type: 'single-choice', choice: 0 } },
  }),
  'POST /api/exam-attempts/:attemptId/submit': (fx) => ({ params: { attemptId: fx.attemptId } }),
  'GET /api/exams/:id/attempts': (fx) => ({ params: { id: fx.examId } }),
  'GET /api/exam-attempts/:attemptId': (fx) => ({ params: { attemptId: fx.attemptId } }),
  'GET /api/certificates/:id/pdf': (fx) => ({ params: { id: fx.certificateId } }),
  'GET /api/public/certificates/:code': (fx) => ({ params: { code: fx.certificateCode } }),
  'POST /api/content/import': () => ({ payload: { format: 'puente-content', version: 1, courses: [] } }),
  'HEAD /api/courses/:key/check': () => ({ url: '/api/courses/title/check?value=Un%20t%C3%ADtulo%20libre' }),
  'POST /api/courses': (fx) => ({ payload: courseForm(fx.next()) }),
  'PUT /api/courses/:id': async (fx) => ({
    params: { id: await fx.newCourse(false) },
    payload: { ...courseForm(fx.next()), version: 1 },
  }),
  'POST /api/courses/:id/chapters': async (fx) => ({
    params: { id: await fx.newCourse(false) },
    payload: { chapterId: (await fx.newChapter(false)).chapterId },
  }),
  'DELETE /api/courses/:id/chapters/:chapterId': async (fx) => {
    const { courseId, chapterId } = await fx.newChapter(false);
    return { params: { id: courseId, chapterId } };
  },
  'PUT /api/courses/:id/chapters/order': async (fx) => {
    const { courseId, chapterId } = await fx.newChapter(false);
    return { params: { id: courseId }, payload: { chapterIds: [chapterId] } };
  },
  'GET /api/courses/:id/teachers': (fx) => ({ params: { id: fx.courseId } }),
  'PUT /api/courses/:id/teachers': async (fx) => ({
    params: { id: await fx.newCourse(false) },
    payload: { teacherIds: [] },
  }),
  'GET /api/chapters': (fx) => ({ url: `/api/chapters?courseId=${fx.courseId}&SearchValue=lecci%C3%B3n` }),
  'HEAD /api/chapters/:key/check': (fx) => ({
    url: `/api/chapters/title/check?value=Libre&courseId=${fx.courseId}`,
  }),
  'POST /api/chapters': async (fx) => ({ payload: chapterForm(fx.next(), await fx.newCourse(false)) }),
  'PUT /api/chapters/:id': async (fx) => {
    const { courseId, chapterId } = await fx.newChapter(false);
    return { params: { id: chapterId }, payload: { ...chapterForm(fx.next(), courseId), version: 1 } };
  },
  'DELETE /api/chapters/:id': async (fx) => ({ params: { id: (await fx.newChapter(false)).chapterId } }),
  'POST /api/chapters/recover/:id': async (fx) => ({ params: { id: (await fx.newChapter(true)).chapterId } }),
  'HEAD /api/exercises/:key/check': (fx) => ({
    url: `/api/exercises/prompt/check?value=Libre&chapterId=${fx.lessonId}`,
  }),
  'POST /api/exercises': async (fx) => ({
    payload: { chapterId: (await fx.newChapter(false)).chapterId, definition: singleChoice('Elija.') },
  }),
  'PUT /api/exercises/:id': async (fx) => {
    const { chapterId, exerciseId } = await fx.newExercise(false);
    return {
      params: { id: exerciseId },
      payload: { chapterId, definition: singleChoice('Elija otra.'), version: 1 },
    };
  },
  'DELETE /api/exercises/:id': async (fx) => ({ params: { id: (await fx.newExercise(false)).exerciseId } }),
  'POST /api/exercises/recover/:id': async (fx) => ({
    params: { id: (await fx.newExercise(true)).exerciseId },
  }),
  'GET /api/exams/:id': (fx) => ({ params: { id: fx.examId } }),
  'HEAD /api/exams/:key/check': (fx) => ({
    url: `/api/exams/title/check?value=Libre&courseId=${fx.courseId}`,
  }),
  'POST /api/exams': async (fx) => ({ payload: examForm(fx.next(), await fx.newCourse(false)) }),
  'PUT /api/exams/:id': async (fx) => {
    const { courseId, examId } = await fx.newExam(false);
    return { params: { id: examId }, payload: { ...examForm(fx.next(), courseId), version: 1 } };
  },
  'DELETE /api/exams/:id': async (fx) => ({ params: { id: (await fx.newExam(false)).examId } }),
  'POST /api/exams/recover/:id': async (fx) => ({ params: { id: (await fx.newExam(true)).examId } }),
  'GET /api/carousels': () => ({ url: '/api/carousels?carouselId=landing' }),
  'GET /api/carousels/:id': async (fx) => ({ params: { id: (await fx.slot()).id } }),
  'HEAD /api/carousels/:key/check': () => ({
    url: '/api/carousels/title/check?value=Libre&carouselId=landing',
  }),
  // The landing carousel has six slots: only the callers who may write make one.
  'POST /api/carousels': (fx, caller) => ({ payload: slotForm(writes(caller) ? fx.next() : 0) }),
  'PUT /api/carousels/:id': async (fx, caller) => {
    if (!writes(caller)) return { params: { id: NOBODY }, payload: { ...slotForm(0), version: 1 } };
    const { id, version } = await fx.slot();
    return { params: { id }, payload: { ...slotForm(0), version } };
  },
  'DELETE /api/carousels/:id': async (fx, caller) => {
    if (!writes(caller)) return { params: { id: NOBODY } };
    return { params: { id: await fx.newSlot() } };
  },
  'POST /api/carousels/recover/:id': async (fx, caller) => ({
    params: { id: writes(caller) ? await fx.newDeletedSlot() : NOBODY },
  }),
  'GET /api/review-lessons': (fx) => ({ url: `/api/review-lessons?courseId=${fx.courseId}` }),
  'GET /api/review-lessons/:id': async (fx) => ({ params: { id: await fx.newReview(false) } }),
  'HEAD /api/review-lessons/:key/check': (fx) => ({
    url: `/api/review-lessons/title/check?value=Libre&courseId=${fx.courseId}`,
  }),
  'POST /api/review-lessons': (fx) => ({ payload: reviewForm(fx.next(), fx) }),
  'PUT /api/review-lessons/:id': async (fx) => ({
    params: { id: await fx.newReview(false) },
    payload: { ...reviewForm(fx.next(), fx), version: 1 },
  }),
  'DELETE /api/review-lessons/:id': async (fx) => ({ params: { id: await fx.newReview(false) } }),
  'POST /api/review-lessons/recover/:id': async (fx) => ({ params: { id: await fx.newReview(true) } }),
  'GET /api/public/carousels/:carouselId': () => ({ params: { carouselId: 'landing' } }),
  ...Object.fromEntries(
    (['words', 'categories', 'phrases', 'false-friends'] as const).flatMap((kind) => [
      [
        `GET /api/dictionary/${kind}/:id`,
        async (fx: Fixture) => ({ params: { id: await fx.newDictionaryItem(kind, false) } }),
      ],
      [
        `HEAD /api/dictionary/${kind}/:key/check`,
        () => ({ url: `/api/dictionary/${kind}/${DICTIONARY_CHECK_KEY[kind]}/check?value=Libre` }),
      ],
      [`POST /api/dictionary/${kind}`, (fx: Fixture) => ({ payload: dictionaryForm(kind, fx.next(), fx) })],
      [
        `PUT /api/dictionary/${kind}/:id`,
        async (fx: Fixture) => ({
          params: { id: await fx.newDictionaryItem(kind, false) },
          payload: { ...dictionaryForm(kind, fx.next(), fx), version: 1 },
        }),
      ],
      [
        `DELETE /api/dictionary/${kind}/:id`,
        async (fx: Fixture) => ({ params: { id: await fx.newDictionaryItem(kind, false) } }),
      ],
      [
        `POST /api/dictionary/${kind}/recover/:id`,
        async (fx: Fixture) => ({ params: { id: await fx.newDictionaryItem(kind, true) } }),
      ],
    ]),
  ),
  // PUT {url}: the same edit with the id in the body.
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
      async (fx: Fixture, caller: Caller) => {
        const spec = await REQUESTS[`PUT /api/${resource}/:id`]!(fx, caller);
        return { payload: { ...(spec.payload as object), id: spec.params!.id } };
      },
    ]),
  ),
  'DELETE /api/courses/:id': async (fx) => ({ params: { id: await fx.newCourse(false) } }),
  'POST /api/courses/recover/:id': async (fx) => ({ params: { id: await fx.newCourse(true) } }),
  'POST /api/user-exams': async (fx) => ({
    payload: { userId: await fx.newStudent(), examId: fx.examId },
  }),
  'POST /api/retail/attachpaymentmethod': () => ({
    payload: {
      number: '4242424242424242',
      customer: 'cus_unknown',
      cvc: '731',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 5,
      zipCode: '28001',
    },
  }),
  'POST /api/retail/createsetupintent': () => ({ payload: { customer: 'cus_unknown' } }),
  'POST /api/payments/sandbox/challenge': () => ({
    payload: { clientSecret: 'ch_sbx_unknown_secret_x', passed: true },
  }),
  'POST /api/retail/registerretailpayment': () => ({
    payload: { amount: 1, customer: 'cus_unknown', paymentMethodId: 'pm_unknown' },
  }),
  'POST /api/retail/setautopayment': () => ({
    payload: { customerId: 'cus_unknown', paymentMethodId: 'pm_unknown' },
  }),
  'PUT /api/user/profile': () => ({
    payload: {
      firstName: 'Matriz',
      lastName: 'De Prueba',
      preferredLocale: 'es',
      timeZone: 'America/Bogota',
    },
  }),
  // An e-mail in use: the master's call is decided (409 user.username-in-use) and no seat is taken.
  'POST /api/account/guests': () => ({
    payload: { firstName: 'Otra', lastName: 'Invitada', email: 'invitado@demo.puente.test' },
  }),
  // invitado has signed in already: nothing to resend (409 user.invitation-accepted), nothing changes.
  'POST /api/account/guests/:id/resend': (fx) => ({ params: { id: fx.demo.users.invitado.id } }),
  // A session that exists nowhere: nobody's device is signed out (404 system.not-found).
  'POST /api/user/sessions/:id/sign-out-device': () => ({
    params: { id: '00000000-0000-7000-8000-000000000000' },
  }),
  // A guest who exists nowhere: the demo guest keeps her seat and her sessions.
  'DELETE /api/account/guests/:id': () => ({ params: { id: '00000000-0000-7000-8000-000000000000' } }),
  // Each caller from an address of its own: the form's limit counts per address.
  'POST /api/contact': (fx) => ({
    payload: {
      name: 'Matriz',
      email: 'matriz@example.test',
      subject: `Consulta ${fx.next()}`,
      message: 'Hola',
    },
    remoteAddress: `10.9.0.${fx.next() % 250}`,
  }),
  'GET /api/admin/accounts/:id': (fx) => ({ params: { id: fx.demo.users.estudiante.accountId! } }),
  'PUT /api/admin/tenant-settings': async (fx) => ({ payload: await fx.tenantSettingsEdit() }),
  'PUT /api/admin/accounts/:id/plan': async (fx) => ({
    params: { id: await fx.newAccount() },
    payload: { installmentCents: 5_000, installments: 10, dueDay: 5, startMonth: '2030-01' },
  }),
  'POST /api/admin/accounts/:id/adjustments': async (fx) => ({
    params: { id: await fx.newAccount() },
    payload: { amountCents: -500, reason: 'Matriz', idempotencyKey: '0196b3a2-0000-7000-8000-0000000000a1' },
  }),
  // A payment the account does not have: the administrator's call is decided (404), nothing is refunded.
  'POST /api/admin/accounts/:id/refunds': async (fx) => ({
    params: { id: await fx.newAccount() },
    payload: { paymentId: NOBODY, amountCents: 100, reason: 'Matriz', idempotencyKey: NOBODY },
  }),
  // No failed job with that id: decided (404 job.not-found), nothing run.
  'POST /api/admin/jobs/:id/retry': () => ({ params: { id: NOBODY } }),
  'POST /api/admin/contact-messages/:id/handled': async (fx) => ({
    params: { id: await fx.newContactMessage() },
  }),
  // A class that exists nowhere: decided (404 class.not-found), nothing written.
  'GET /api/admin/classes/:id': () => ({ params: { id: NOBODY } }),
  'DELETE /api/admin/classes/:id': () => ({ params: { id: NOBODY } }),
  'PUT /api/admin/classes/:id': (fx) => ({
    params: { id: NOBODY },
    payload: { name: 'Matriz', teacherIds: [fx.demo.users.admin.id], studentIds: [], courseIds: [] },
  }),
  // A teacher who is nobody: decided (400 class.invalid-teacher), no class created.
  'POST /api/admin/classes': () => ({
    payload: { name: 'Matriz', teacherIds: [NOBODY], studentIds: [], courseIds: [] },
  }),
  'GET /api/admin/users/:id': (fx) => ({ params: { id: fx.demo.users.estudiante.id } }),
  'HEAD /api/admin/users/:key/check': () => ({
    url: '/api/admin/users/email/check?value=libre%40example.test',
  }),
  // An e-mail in use: decided (409 user.username-in-use), nobody created and no mail sent.
  'POST /api/admin/users': () => ({
    payload: {
      firstName: 'Otra',
      lastName: 'Persona',
      email: 'invitado@demo.puente.test',
      role: 'Student',
      isMaster: false,
      isTutor: false,
    },
  }),
  // Each state change on a student of its own: the demo users keep their sessions.
  'PUT /api/admin/users': async (fx) => ({
    payload: {
      id: await fx.newStudent(),
      version: 1,
      firstName: 'Matriz',
      lastName: 'Editada',
      role: 'Student',
      isMaster: false,
      isTutor: true,
    },
  }),
  'DELETE /api/admin/users/:id': async (fx) => ({ params: { id: await fx.newStudent() } }),
  'POST /api/admin/users/recover/:id': async (fx) => ({ params: { id: await fx.newStudent() } }),
  'POST /api/admin/users/:id/deactivate': async (fx) => ({ params: { id: await fx.newStudent() } }),
  'POST /api/admin/users/:id/reactivate': async (fx) => ({ params: { id: await fx.newStudent() } }),
  'POST /api/admin/users/:id/reset-password': async (fx) => ({ params: { id: await fx.newStudent() } }),
  'POST /api/admin/users/bulk/:action': async (fx) => ({
    params: { action: 'deactivate' },
    payload: { ids: [await fx.newStudent()] },
  }),
  'POST /api/admin/users/bulk/class/:classId': async (fx) => ({
    params: { classId: NOBODY },
    payload: { ids: [await fx.newStudent()] },
  }),
  // A file whose one row is refused: answered row by row, nothing written.
  'POST /api/admin/users/import/preview': () => ({
    payload: { csv: 'correo,nombre,apellidos\nno-correo,A,B' },
  }),
  'POST /api/admin/users/import': () => ({ payload: { csv: 'correo,nombre,apellidos\nno-correo,A,B' } }),
  'POST /api/retail/removepaymentmethod': () => ({
    payload: { customerId: 'cus_unknown', paymentMethodId: 'pm_unknown' },
  }),
  'POST /api/media': () => {
    const upload = multipart({ data: PNG_1X1, filename: 'portada.png', contentType: 'image/png' });
    return { payload: upload.payload, headers: upload.headers };
  },
  'GET /api/media/:id': (fx) => ({ params: { id: fx.mediaId } }),
  'DELETE /api/media/:id': async (fx) => ({ params: { id: await fx.newMedia() } }),
  'GET /api/public/media/:id/content': (fx) => ({ params: { id: fx.mediaId } }),
  'GET /api/dictionary/search': () => ({ url: '/api/dictionary/search?q=cancion' }),
  'GET /api/dictionary/entries/:id': (fx) => ({ params: { id: fx.dictionaryEntryId } }),
  'POST /api/reviews/cards/:id/rating': async (fx, caller) => ({
    params: { id: await fx.newCard(caller) },
    payload: { rating: 3, version: 1 },
  }),
  // A card just rated by the caller: its last rating is the one undone.
  'POST /api/reviews/cards/:id/undo': async (fx, caller) => {
    const id = await fx.newCard(caller);
    const rated = await fx.rateCard(caller, id);
    return { params: { id }, payload: { version: rated } };
  },
  'POST /api/reviews/cards/:id/unsuspend': async (fx, caller) => ({
    params: { id: await fx.newCard(caller) },
  }),
  'PUT /api/reviews/settings': () => ({ payload: { desiredRetention: 0.9, dailyNewCards: 20 } }),
  // The demo users are past their onboarding (409 onboarding.finished); skipping again changes nothing.
  'POST /api/onboarding/placement': () => ({ payload: { answers: [] } }),
  'PUT /api/onboarding/goal': () => ({ payload: { minutes: 10 } }),
  'PUT /api/habit/settings': () => ({
    payload: { dailyGoalMinutes: 10, reminderEnabled: false, reminderHour: 19 },
  }),
  // A token no reminder mail carried.
  'POST /api/public/study-reminders/off': () => ({ payload: { token: 'x'.repeat(43) } }),
  'GET /api/tutoring/tutors/:id/slots': (fx) => ({
    url: `/api/tutoring/tutors/${fx.demo.users.profesor.id}/slots?from=2030-01-01T00:00:00Z&to=2030-01-08T00:00:00Z&length=60`,
  }),
  // The demo tutor publishes no hours: a booking is refused with its reason (after the guards).
  'POST /api/tutoring/sessions': (fx) => ({
    payload: {
      tutorId: fx.demo.users.profesor.id,
      startsAt: '2030-01-07T09:00:00Z',
      lengthMinutes: 60,
      timeZone: 'America/Bogota',
    },
  }),
  'POST /api/tutoring/sessions/:id/cancel': () => ({
    params: { id: '0190f0c4-0000-7000-8000-000000000001' },
  }),
  'POST /api/tutoring/sessions/:id/reschedule': () => ({
    params: { id: '0190f0c4-0000-7000-8000-000000000001' },
    payload: { startsAt: '2030-01-07T09:00:00Z' },
  }),
  // Estudiante and her guest have no session with the demo tutor: refused after the guards (404).
  'POST /api/tutoring/recordings': (fx) => {
    const upload = multipart(
      { data: webm(2000), filename: 'practice.webm', contentType: 'audio/webm' },
      { tutorId: fx.demo.users.profesor.id, text: 'Good morning', durationMs: '2000' },
    );
    return { payload: upload.payload, headers: upload.headers };
  },
  'POST /api/tutoring/recordings/:id/listened': () => ({
    params: { id: '0190f0c4-0000-7000-8000-000000000001' },
  }),
  'DELETE /api/tutoring/recordings/:id': () => ({ params: { id: '0190f0c4-0000-7000-8000-000000000001' } }),
  'GET /api/tutoring/recordings/:id/content': () => ({
    params: { id: '0190f0c4-0000-7000-8000-000000000001' },
  }),
  'PUT /api/tutoring/availability': () => ({
    payload: {
      timeZone: 'Europe/Madrid',
      bio: '',
      languages: [],
      sessionLengths: [30, 60],
      minNoticeHours: 12,
      horizonDays: 28,
      meetingLink: null,
      rules: [],
      exceptions: [],
    },
  }),
  'PUT /api/admin/tutoring/tutors/:id': () => ({
    params: { id: '0190f0c4-0000-7000-8000-000000000001' },
    payload: { isTutor: true, bio: '', hourlyRateCents: 0, version: 1 },
  }),
  'POST /api/admin/tutoring/sessions/:id/attendance': () => ({
    params: { id: '0190f0c4-0000-7000-8000-000000000001' },
    payload: { status: 'attended' },
  }),
  'GET /api/admin/tutoring/hours': () => ({ url: '/api/admin/tutoring/hours?month=2030-01' }),
  'GET /api/reviews/entries/:id': (fx) => ({ params: { id: fx.dictionaryEntryId } }),
  'POST /api/reviews/entries/:id': (fx) => ({ params: { id: fx.dictionaryEntryId } }),
  'GET /api/reviews/courses/:id': (fx) => ({ params: { id: fx.courseId } }),
  'POST /api/reviews/lessons/:kind/:id/session': (fx) => ({ params: { kind: 'lesson', id: fx.lessonId } }),
  'GET /*': () => ({ url: '/courses' }),
};

/** Rows whose call ends or rotates the caller's session: each cell gets a session of its own. */
const ENDS_SESSION = new Set(['PUT /api/authentication/logoff', 'POST /api/authentication/refresh']);
/** Rows that end the caller's other sessions: every caller signs in anew after each call. */
const ENDS_OTHER_SESSIONS = new Set(['POST /api/user/sessions/sign-out-others']);

const HOST = 'localhost';

const DEMO_KEYS: Record<Caller, keyof DemoSeed['users'] | null> = {
  anonymous: null,
  student: 'estudiante',
  guest: 'invitado',
  overdue: 'moroso',
  professor: 'profesor',
  admin: 'admin',
  impersonating: 'estudiante',
  otherTenant: null,
};

describe('authorization matrix: every route × every kind of caller', () => {
  let t: TestApp;
  let routes: AppRoute[];
  let fx: Fixture;
  const sessions = new Map<Caller, Headers>();

  const signInDemo = async (key: keyof DemoSeed['users']) =>
    (await signIn(t, fx.demo.users[key], { host: HOST, password: DEMO_PASSWORD })).headers;
  let otherTenantAdmin: Awaited<ReturnType<typeof buildUser>>;

  /** A new session for a caller (the impersonation lives within a new administrator session). */
  async function newSession(caller: Caller): Promise<Headers> {
    switch (caller) {
      case 'anonymous':
        return { host: HOST };
      case 'student':
        return signInDemo('estudiante');
      case 'guest':
        return signInDemo('invitado');
      case 'overdue':
        return signInDemo('moroso');
      case 'professor':
        return signInDemo('profesor');
      case 'admin':
        return signInDemo('admin');
      case 'impersonating': {
        const admin = await signInDemo('admin');
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/authentication/impersonate/${fx.demo.users.estudiante.id}`,
          headers: admin,
        });
        if (res.statusCode !== 200) throw new Error(`impersonate: ${res.statusCode} ${res.body}`);
        return { host: HOST, authorization: `Bearer ${res.json().tokenId}` };
      }
      case 'otherTenant': {
        const { token } = await signIn(t, otherTenantAdmin);
        return { host: HOST, authorization: `Bearer ${token}` };
      }
    }
  }

  beforeAll(async () => {
    ({ t, routes } = await buildTestAppWithRoutes());
    const { db, clock } = t.deps;
    const demo = await seedDemo(db, clock);
    const tenantId = demo.tenant.id;
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, tenantId), eq(courses.published, true), isNull(courses.deletedAt)))
      .orderBy(courses.presentationOrder)
      .limit(1);
    const [lesson] = await db
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.courseId, course!.id))
      .orderBy(chapters.position)
      .limit(1);
    const [exercise] = await db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.chapterId, lesson!.id), eq(exercises.type, 'single-choice')))
      .limit(1);
    const [exam] = await db
      .select({ id: exams.id })
      .from(exams)
      .where(eq(exams.courseId, course!.id))
      .orderBy(exams.position)
      .limit(2);
    const [certificate] = await db
      .insert(certificates)
      .values({
        tenantId,
        userId: demo.users.estudiante.id,
        courseId: course!.id,
        code: 'PUE-AAAA-BBBB-CCCC',
        holderName: 'Estefanía Muñoz Peña',
        courseTitleEs: 'Curso',
        courseTitleEn: 'Course',
        level: 'A1',
        issuedAt: clock.now(),
      })
      .returning();
    let made = 0;
    const adminHeaders = (await signIn(t, demo.users.admin, { host: HOST, password: DEMO_PASSWORD })).headers;
    const newMedia = async () => {
      const upload = multipart({ data: PNG_1X1, filename: 'portada.png', contentType: 'image/png' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/media',
        // The administrator's current session (a sign-out of other devices ends the first one).
        headers: { ...(sessions.get('admin') ?? adminHeaders), ...upload.headers },
        payload: upload.payload,
      });
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      return res.json().id as string;
    };
    fx = {
      demo,
      courseId: course!.id,
      lessonId: lesson!.id,
      exerciseId: exercise!.id,
      examId: exam!.id,
      attemptId: '',
      questionId: '',
      certificateId: certificate!.id,
      certificateCode: certificate!.code,
      mediaId: '',
      newMedia,
      dictionaryEntryId: '',
      newCard: async (caller) => {
        const [card] = await db
          .insert(reviewCards)
          .values({
            tenantId,
            userId: DEMO_KEYS[caller] ? demo.users[DEMO_KEYS[caller]!].id : demo.users.estudiante.id,
            wordKey: `matrix word ${fx.next()}`,
            direction: 'recall',
            en: 'word',
            es: 'palabra',
            source: 'dictionary',
            due: clock.now(),
          })
          .returning();
        return card!.id;
      },
      rateCard: async (_caller, cardId) => {
        const [card] = await db
          .update(reviewCards)
          .set({ version: 2, reps: 1, state: 1 })
          .where(eq(reviewCards.id, cardId))
          .returning();
        await db.insert(reviewLogs).values({
          tenantId,
          userId: card!.userId,
          cardId,
          cardVersion: 1,
          rating: 3,
          stateBefore: 0,
          dueBefore: card!.due,
          stabilityBefore: 0,
          difficultyBefore: 0,
          elapsedDays: 0,
          lastElapsedDays: 0,
          scheduledDays: 0,
          learningStepsBefore: 0,
          reviewedAt: clock.now(),
          undo: {
            due: card!.due.toISOString(),
            stability: 0,
            difficulty: 0,
            elapsedDays: 0,
            scheduledDays: 0,
            learningSteps: 0,
            reps: 0,
            lapses: 0,
            state: 0,
            lastReview: null,
            buriedUntil: null,
            suspendedAt: null,
            leech: false,
            siblings: [],
          },
        });
        return 2;
      },
      userIdOf: (caller) => {
        const key = DEMO_KEYS[caller];
        return key ? demo.users[key].id : otherTenantAdmin.id;
      },
      newStudent: async () => (await buildUser(db, demo.tenant)).id,
      newAccount: async () => (await buildUser(db, demo.tenant)).accountId!,
      tenantSettingsEdit: async () => {
        const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
        const {
          secretKeyConfigured: _set,
          serverProvider: _server,
          updatedAt: _at,
          ...edit
        } = presentTenantSettings(row!, 'sandbox');
        return edit;
      },
      newContactMessage: async () => {
        const [row] = await db
          .insert(contactMessages)
          .values({ tenantId, name: 'Ana', email: 'ana@example.test', subject: 'Hola', message: 'Mensaje' })
          .returning();
        return row!.id;
      },
      professorTeaches: true,
      async newCourse(deleted) {
        made += 1;
        const imported = await importContent(
          db,
          tenantId,
          {
            format: 'puente-content',
            version: 1,
            courses: [
              {
                key: `matrix-${made}`,
                title: { es: `Curso de la matriz ${made}`, en: `Matrix course ${made}` },
                description: { es: 'Prueba', en: 'Test' },
                level: 'A1',
                coverImage: null,
                order: 100 + made,
                locale: 'es',
                published: true,
                passPercent: 80,
                chapters: [],
                exams: [],
                reviewLessons: [],
              },
            ],
          },
          clock.now(),
        );
        const id = imported.courses[0]!.id;
        if (fx.professorTeaches)
          await db.update(courses).set({ ownerId: demo.users.profesor.id }).where(eq(courses.id, id));
        if (deleted) await db.update(courses).set({ deletedAt: clock.now() }).where(eq(courses.id, id));
        return id;
      },
      async newChapter(deleted) {
        const courseId = await fx.newCourse(false);
        const n = fx.next();
        const [row] = await db
          .insert(chapters)
          .values({
            tenantId,
            courseId,
            key: `matrix-lesson-${n}`,
            position: 1,
            titleEs: `Lección de la matriz ${n}`,
            titleEn: `Matrix lesson ${n}`,
            viewMode: 'reading',
            body: 'Texto.',
            vocabulary: [],
            deletedAt: deleted ? clock.now() : null,
          })
          .returning();
        return { courseId, chapterId: row!.id };
      },
      next: () => {
        made += 1;
        return made;
      },
      async newExercise(deleted) {
        const { courseId, chapterId } = await fx.newChapter(false);
        const n = fx.next();
        const [row] = await db
          .insert(exercises)
          .values({
            tenantId,
            courseId,
            chapterId,
            key: `matrix-exercise-${n}`,
            position: 1,
            type: 'single-choice',
            definition: {
              type: 'single-choice',
              prompt: `Elija ${n}.`,
              explanation: 'Library = biblioteca.',
              options: [
                { text: 'library', correct: true },
                { text: 'bookstore', correct: false },
              ],
            },
            deletedAt: deleted ? clock.now() : null,
          })
          .returning();
        return { chapterId, exerciseId: row!.id };
      },
      async newExam(deleted) {
        const courseId = await fx.newCourse(false);
        const n = fx.next();
        const [row] = await db
          .insert(exams)
          .values({
            tenantId,
            courseId,
            key: `matrix-exam-${n}`,
            position: 1,
            titleEs: `Examen de la matriz ${n}`,
            titleEn: `Matrix exam ${n}`,
            descriptionEs: 'Prueba',
            descriptionEn: 'Test',
            passMark: 60,
            deletedAt: deleted ? clock.now() : null,
          })
          .returning();
        return { courseId, examId: row!.id };
      },
      async newReview(deleted) {
        const n = fx.next();
        const [row] = await db
          .insert(reviewLessons)
          .values({
            tenantId,
            courseId: course!.id,
            titleEs: `Repaso de la matriz ${n}`,
            titleEn: `Matrix review ${n}`,
            words: [],
            deletedAt: deleted ? clock.now() : null,
          })
          .returning();
        return row!.id;
      },
      async newDictionaryItem(kind, deleted) {
        const n = fx.next();
        const deletedAt = deleted ? clock.now() : null;
        const table = {
          words: dictionaryEntries,
          categories: dictionaryCategories,
          phrases: dictionaryPhrases,
          'false-friends': dictionaryFalseFriends,
        }[kind];
        const values = {
          words: {
            tenantId,
            source: 'staff' as const,
            direction: 'en-es' as const,
            headword: `matrixentry${n}`,
            partsOfSpeech: ['noun' as const],
            summary: '',
            frequencyBand: 5,
            deletedAt,
          },
          categories: { tenantId, nameEs: `Tema ${n}`, nameEn: `Theme ${n}`, deletedAt },
          phrases: {
            tenantId,
            kind: 'idiom' as const,
            text: `matrix idiom ${n}`,
            translation: `modismo ${n}`,
            wordIds: [fx.dictionaryEntryId],
            deletedAt,
          },
          'false-friends': {
            tenantId,
            en: `matrixfalse${n}`,
            enMeaning: `falso ${n}`,
            es: `matrizfalso${n}`,
            esMeaning: `false ${n}`,
            source: 'A reference',
            deletedAt,
          },
        }[kind];
        const [row] = await db
          .insert(table)
          .values(values as never)
          .returning({ id: table.id });
        return row!.id;
      },
      newDeletedSlot: async () => (await insertSlot(fx.next(), true)).id,
      newSlot: async () => (await insertSlot(fx.next(), false)).id,
      async slot() {
        const [row] = await db
          .select({ id: carouselSlots.id, version: carouselSlots.version })
          .from(carouselSlots)
          .where(and(eq(carouselSlots.id, editedSlotId)));
        return row!;
      },
      word: '',
    };
    // The landing carousel starts empty here (the demo fills two of its six slots), but for one slot
    // staff read and edit: the rows that add slots need room.
    await db
      .update(carouselSlots)
      .set({ deletedAt: clock.now() })
      .where(eq(carouselSlots.tenantId, tenantId));
    async function insertSlot(n: number, deleted: boolean) {
      const live = await db
        .select({ position: carouselSlots.position })
        .from(carouselSlots)
        .where(and(eq(carouselSlots.tenantId, tenantId), isNull(carouselSlots.deletedAt)));
      const taken = new Set(live.map((row) => row.position));
      const position = [1, 2, 3, 4, 5, 6].find((p) => !taken.has(p)) ?? 99;
      const [row] = await db
        .insert(carouselSlots)
        .values({
          tenantId,
          carouselId: 'landing',
          position: deleted ? 99 : position,
          titleEs: `Destacado de la matriz ${n}`,
          titleEn: `Matrix slot ${n}`,
          resourceType: 'url',
          resourceUrl: '/courses',
          deletedAt: deleted ? clock.now() : null,
        })
        .returning();
      return row!;
    }
    const editedSlotId = (await insertSlot(0, false)).id;
    const [lessonRow] = await db
      .select({ vocabulary: chapters.vocabulary })
      .from(chapters)
      .where(eq(chapters.id, lesson!.id));
    fx.word = lessonRow!.vocabulary[0]!.en;

    fx.mediaId = await newMedia();
    await importDictionary(db, sampleFiles());
    const [entry] = await db
      .select({ id: dictionaryEntries.id })
      .from(dictionaryEntries)
      .where(eq(dictionaryEntries.headword, 'canción'));
    fx.dictionaryEntryId = entry!.id;
    const other = await buildTenant(db, { name: 'Otra escuela' });
    otherTenantAdmin = await buildUser(db, other, { role: 'Administrator' });
    for (const caller of CALLERS) sessions.set(caller, await newSession(caller));

    // An open attempt of estudiante's, for the rows that name one.
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/exams/${exam!.id}/attempts`,
      headers: sessions.get('student'),
    });
    if (started.statusCode !== 201) throw new Error(`start attempt: ${started.statusCode} ${started.body}`);
    fx.attemptId = started.json().attemptId;
    fx.questionId = started.json().questions[0].id;
  });
  afterAll(() => t.close());

  const matrix = parseMatrix(MATRIX);
  /** The routes with a row of their own (an automatic HEAD answers as its GET row says). */
  const rowRoutes = () => routes.filter((route) => !isHeadTwin(route, routes)).map(routeKey);

  it('has one row per route of the app, and no row without a route', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect([...matrix.keys()].sort()).toEqual([...new Set(rowRoutes())].sort());
  });

  it('answers every caller of every route as the table says, refusals before any validation', async () => {
    const mismatches: string[] = [];
    const check = async (label: string, call: Call, expected: Expected) => {
      const res = await t.app.inject(call as InjectOptions);
      // A HEAD answer has no body: its status is what it says.
      const code = call.method === 'HEAD' ? expected.code : codeOf(res.body);
      const ok = res.statusCode === expected.status && (!expected.code || code === expected.code);
      if (!ok) {
        mismatches.push(
          `${label}: expected ${expected.status} ${expected.code ?? ''}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
      }
    };

    for (const [key, cells] of matrix) {
      const [method, pattern] = key.split(' ') as [string, string];
      const hasHead = routes.some((route) => route.method === 'HEAD' && route.url === pattern);
      for (const [index, caller] of CALLERS.entries()) {
        const expected = cells[index]!;
        const spec: RequestSpec = await (REQUESTS[key]?.(fx, caller) ?? {});
        const params = spec.params ?? {};
        const headers = ENDS_SESSION.has(key) ? await newSession(caller) : sessions.get(caller)!;
        const call: Call = {
          method: method as InjectOptions['method'],
          url: spec.url ?? fill(pattern, params),
          headers: { ...headers, ...spec.headers },
        };
        if (spec.payload !== undefined) call.payload = spec.payload;
        if (spec.remoteAddress) call.remoteAddress = spec.remoteAddress;
        const label = `${key} as ${caller}`;
        await check(label, call, expected);
        if (method === 'GET' && hasHead) {
          await check(
            `${label} (HEAD)`,
            { ...call, method: 'HEAD', headers: { ...headers } },
            {
              status: expected.status,
            },
          );
        }
        if (expected.status === 401 || expected.status === 403) {
          // Refused whatever is sent: an invalid body and invalid path parameters change nothing.
          await check(
            `${label} (invalid body and parameters)`,
            {
              ...call,
              url:
                spec.url ??
                fill(pattern, Object.fromEntries(Object.keys(params).map((name) => [name, BAD_ID]))),
              payload: method === 'GET' || method === 'HEAD' ? undefined : [],
              headers: { ...headers, ...spec.headers },
            },
            expected,
          );
        }
        if (ENDS_OTHER_SESSIONS.has(key)) {
          for (const other of CALLERS) sessions.set(other, await newSession(other));
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('refuses a professor who does not teach the course (403 course.not-teacher), whatever it holds', async () => {
    // Courses the professor neither owns nor co-teaches: the new ones, and the demo course they co-teach.
    fx.professorTeaches = false;
    await t.deps.db
      .delete(courseTeachers)
      .where(
        and(eq(courseTeachers.courseId, fx.courseId), eq(courseTeachers.userId, fx.demo.users.profesor.id)),
      );
    const mismatches: string[] = [];
    try {
      for (const key of NOT_TEACHING_ROWS) {
        const [method, pattern] = key.split(' ') as [string, string];
        const spec: RequestSpec = await REQUESTS[key]!(fx, 'professor');
        const call: Call = {
          method: method as InjectOptions['method'],
          url: spec.url ?? fill(pattern, spec.params ?? {}),
          headers: sessions.get('professor')!,
        };
        if (spec.payload !== undefined) call.payload = spec.payload;
        const res = await t.app.inject(call as InjectOptions);
        if (res.statusCode !== 403 || codeOf(res.body) !== 'course.not-teacher')
          mismatches.push(`${key}: got ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    } finally {
      fx.professorTeaches = true;
      await t.deps.db
        .insert(courseTeachers)
        .values({ tenantId: fx.demo.tenant.id, courseId: fx.courseId, userId: fx.demo.users.profesor.id })
        .onConflictDoNothing();
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

/** The routes that change a course or something in it: refused to a professor who does not teach it. */
const NOT_TEACHING_ROWS = [
  'PUT /api/courses/:id',
  'PUT /api/courses',
  'DELETE /api/courses/:id',
  'POST /api/courses/recover/:id',
  'POST /api/courses/:id/chapters',
  'DELETE /api/courses/:id/chapters/:chapterId',
  'PUT /api/courses/:id/chapters/order',
  'POST /api/chapters',
  'PUT /api/chapters/:id',
  'DELETE /api/chapters/:id',
  'POST /api/chapters/recover/:id',
  'POST /api/exercises',
  'PUT /api/exercises/:id',
  'DELETE /api/exercises/:id',
  'POST /api/exercises/recover/:id',
  'POST /api/exams',
  'PUT /api/exams/:id',
  'DELETE /api/exams/:id',
  'POST /api/exams/recover/:id',
  'POST /api/review-lessons',
  'PUT /api/review-lessons/:id',
  'DELETE /api/review-lessons/:id',
  'POST /api/review-lessons/recover/:id',
];

/** The pattern with its `:param`s (and a trailing `*`) filled in. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? BAD_ID));
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
