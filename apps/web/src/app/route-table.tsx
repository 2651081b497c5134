import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { lazyScreen } from '../ui/lazy-route';

const notFound = lazyScreen(() => import('../features/system/routes/not-found-page'));
/** Profile, add user and contact: one module for the three. */
const peopleScreen = (name: 'MyProfilePage' | 'AddUserPage' | 'ContactPage' | 'AdminPage') =>
  lazyScreen(() =>
    import('../features/people/routes/people-screens').then((screens) => ({ default: screens[name] })),
  );
/** Learning screens: any signed-in user. */
const signedIn = { scopes: ['user'] };
/** Student-only, master-only and staff screens (the route guard reads `handle`). */
const student = { scopes: ['student'] };
const master = { scopes: ['student', 'master'] };
const staff = { scopes: ['staff'] };

/** Screens not built yet, by who may open them: they show the not-found page. */
const notBuiltYet: [handle: { scopes: string[] } | undefined, paths: string[]][] = [
  [student, ['reviews', 'review-lessons/:courseId', 'tutoring']],
  [staff, ['user-activity', 'most-active-users', 'account-activity', 'admin-tutoring']],
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
    path: 'mp3-course/:view',
    handle: student,
    lazy: lazyScreen(() => import('../features/mp3-course/routes/mp3-course-page')),
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
    path: 'dictionary/:entryId?',
    handle: signedIn,
    lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-page')),
  },
  {
    path: 'landing/:resource/:resourceId',
    lazy: lazyScreen(() => import('../features/landing/routes/landing-page')),
  },
  { path: 'my-profile', handle: signedIn, lazy: peopleScreen('MyProfilePage') },
  { path: 'add-user', handle: master, lazy: peopleScreen('AddUserPage') },
  { path: 'contact-us', lazy: peopleScreen('ContactPage') },
  { path: 'admin', handle: staff, lazy: peopleScreen('AdminPage') },
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
    path: 'dictionary-word-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-word-wizard-page')),
  },
  {
    path: 'dictionary-category-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-category-wizard-page')),
  },
  {
    path: 'dictionary-phrases-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-phrases-wizard-page')),
  },
  {
    path: 'carousel-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/wizards/routes/carousel-wizard-page')),
  },
  {
    path: 'course-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/course-wizard/routes/course-wizard-page')),
  },
  {
    path: 'video-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/course-wizard/routes/video-wizard-page')),
  },
  {
    path: 'audio-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/course-wizard/routes/audio-wizard-page')),
  },
  {
    path: 'exercise-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/authoring/routes/exercise-wizard-page')),
  },
  {
    path: 'review-wizard',
    handle: staff,
    lazy: lazyScreen(() => import('../features/authoring/routes/review-wizard-page')),
  },
  ...notBuiltYet.flatMap(([handle, paths]) => paths.map((path) => ({ path, handle, lazy: notFound }))),
  { path: '*', lazy: notFound },
];

/**
 * Every route of the product after the landing and login pages (router.tsx), each screen loaded on
 * demand. This table is not part of the first screen: it comes with the signed-in chunk the first time
 * the router meets a path it does not know (decision 0053). A screen not built yet shows the not-found
 * page. `handle.scopes` (with `handle.scopeMode` 'all' | 'any') marks routes that need a signed-in user.
 */
export const routeTable: RouteObject[] = [{ lazy: () => import('./query-layout'), children: dataScreens }];
