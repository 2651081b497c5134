import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { lazyScreen } from '../ui/lazy-route';

const notFound = lazyScreen(() => import('../features/system/routes/not-found-page'));
/** Learning screens: any signed-in user. */
const signedIn = { scopes: ['user'] };
/** Student-only, master-only and staff screens (the route guard reads `handle`). */
const student = { scopes: ['student'] };
const master = { scopes: ['student', 'master'] };
const staff = { scopes: ['staff'] };

/**
 * Every route of the product, each loaded on demand. A screen not built yet shows the not-found page.
 * `handle.scopes` (with `handle.scopeMode` 'all' | 'any') marks routes that need a signed-in user.
 */
export const routeTable: RouteObject[] = [
  { index: true, lazy: lazyScreen(() => import('../features/home/routes/home-page')) },
  { path: 'unauthorized', lazy: lazyScreen(() => import('../features/system/routes/unauthorized-page')) },
  { path: 'excercises', loader: () => redirect('/exercises') },
  { path: 'login', lazy: lazyScreen(() => import('../features/auth/routes/login-page')) },
  { path: 'my-profile', handle: student, lazy: notFound },
  {
    path: 'courses',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/courses/routes/courses-page')),
  },
  {
    path: 'lessons/:courseId',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/lessons/routes/lessons-page')),
  },
  {
    path: 'lessons/:courseId/:chapterId',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/lessons/routes/lesson-page')),
  },
  { path: 'mp3-course/:view', handle: student, lazy: notFound },
  { path: 'contact-us', lazy: notFound },
  {
    path: 'exercises',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/exercises/routes/exercises-page')),
  },
  {
    path: 'exercises/:exerciseId',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/exercises/routes/exercise-page')),
  },
  { path: 'reviews', handle: student, lazy: notFound },
  { path: 'review-lessons/:courseId', handle: student, lazy: notFound },
  {
    path: 'exams',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/exams/routes/exams-page')),
  },
  {
    path: 'exams/:examId',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/exams/routes/exam-page')),
  },
  { path: 'add-user', handle: master, lazy: notFound },
  {
    path: 'user-certificate',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/certificates/routes/certificates-page')),
  },
  {
    path: 'landing/:resource/:resourceId',
    lazy: lazyScreen(() => import('../features/landing/routes/landing-page')),
  },
  { path: 'admin', handle: staff, lazy: notFound },
  { path: 'user-activity', handle: staff, lazy: notFound },
  { path: 'most-active-users', handle: staff, lazy: notFound },
  { path: 'account-activity', handle: staff, lazy: notFound },
  { path: 'wizards', handle: staff, lazy: notFound },
  { path: 'course-wizard', handle: staff, lazy: notFound },
  { path: 'carousel-wizard', handle: staff, lazy: notFound },
  { path: 'review-wizard', handle: staff, lazy: notFound },
  { path: 'exercise-wizard', handle: staff, lazy: notFound },
  { path: 'video-wizard', handle: staff, lazy: notFound },
  { path: 'audio-wizard', handle: staff, lazy: notFound },
  { path: 'dictionary', handle: student, lazy: notFound },
  { path: 'dictionary-word-wizard', handle: staff, lazy: notFound },
  { path: 'dictionary-category-wizard', handle: staff, lazy: notFound },
  { path: 'dictionary-phrases-wizard', handle: staff, lazy: notFound },
  {
    path: 'retail-payment',
    handle: student,
    lazy: lazyScreen(() => import('../features/payments/routes/retail-payment-page')),
  },
  { path: 'admin-tutoring', handle: staff, lazy: notFound },
  { path: 'tutoring', handle: student, lazy: notFound },
  { path: '*', lazy: notFound },
];
