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

/** Screens not built yet, by who may open them: they show the not-found page. */
const notBuiltYet: [handle: { scopes: string[] } | undefined, paths: string[]][] = [
  [
    student,
    ['my-profile', 'mp3-course/:view', 'reviews', 'review-lessons/:courseId', 'dictionary', 'tutoring'],
  ],
  [undefined, ['contact-us']],
  [master, ['add-user']],
  [
    staff,
    [
      'admin',
      'user-activity',
      'most-active-users',
      'account-activity',
      'course-wizard',
      'review-wizard',
      'exercise-wizard',
      'video-wizard',
      'audio-wizard',
      'dictionary-word-wizard',
      'dictionary-category-wizard',
      'dictionary-phrases-wizard',
      'admin-tutoring',
    ],
  ],
];

/**
 * The screens after the landing and login pages, inside the layout that provides TanStack Query's client
 * (query-layout.tsx): the library loads with them.
 */
const dataScreens: RouteObject[] = [
  { path: 'unauthorized', lazy: lazyScreen(() => import('../features/system/routes/unauthorized-page')) },
  { path: 'excercises', loader: () => redirect('/exercises') },
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
  {
    path: 'user-certificate',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/certificates/routes/certificates-page')),
  },
  {
    path: 'landing/:resource/:resourceId',
    lazy: lazyScreen(() => import('../features/landing/routes/landing-page')),
  },
  {
    path: 'retail-payment',
    handle: student,
    lazy: lazyScreen(() => import('../features/payments/routes/retail-payment-page')),
  },
  {
    path: 'wizards',
    handle: staff,
    lazy: lazyScreen(() => import('../features/wizards/routes/wizards-page')),
  },
  {
    path: 'carousel-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/wizards/routes/carousel-wizard-page')),
  },
  ...notBuiltYet.flatMap(([handle, paths]) => paths.map((path) => ({ path, handle, lazy: notFound }))),
  { path: '*', lazy: notFound },
];

/**
 * Every route of the product, each loaded on demand. A screen not built yet shows the not-found page.
 * `handle.scopes` (with `handle.scopeMode` 'all' | 'any') marks routes that need a signed-in user.
 */
export const routeTable: RouteObject[] = [
  { index: true, lazy: lazyScreen(() => import('../features/home/routes/home-page')) },
  { path: 'login', lazy: lazyScreen(() => import('../features/auth/routes/login-page')) },
  { lazy: () => import('./query-layout'), children: dataScreens },
];
