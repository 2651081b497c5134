import { screenAccess } from '@puente/shared';
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { lazyScreen } from '../ui/lazy-route';

const notFound = lazyScreen(() =>
  import('../ui/not-found-page').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);
/** Profile, add user and contact: one module for the three. */
const profileScreen = (name: 'MyProfilePage' | 'AddUserPage' | 'ContactPage') =>
  lazyScreen(() =>
    import('../features/profile/routes/profile-screens').then((screens) => ({ default: screens[name] })),
  );
/** The activity reports: one module for the three (with the charts library). */
const reportScreen = (name: 'UserActivityPage' | 'MostActiveUsersPage' | 'AccountActivityPage') =>
  lazyScreen(() =>
    import('../features/reports/routes/report-screens').then((screens) => ({ default: screens[name] })),
  );

/** Each screen's guard (`handle`) is its rule in the shared SCREEN_ACCESS: roles are written once. */
const guarded = (route: RouteObject): RouteObject => {
  const rule = route.path ? screenAccess(route.path) : undefined;
  return rule ? { ...route, handle: rule } : route;
};

/**
 * The screens after the landing and login pages, inside the layout that provides TanStack Query's client
 * (query-layout.tsx): the library loads with them.
 */
const dataScreens: RouteObject[] = (
  [
    { path: 'unauthorized', lazy: lazyScreen(() => import('../features/system/routes/unauthorized-page')) },
    { path: 'excercises', loader: () => redirect('/exercises') },
    {
      path: 'welcome',
      lazy: lazyScreen(() => import('../features/onboarding/routes/welcome-page')),
    },
    {
      path: 'study-reminders/off',
      lazy: lazyScreen(() => import('../features/onboarding/routes/reminders-off-page')),
    },
    {
      path: 'courses',
      lazy: lazyScreen(() => import('../features/courses/routes/courses-page')),
    },
    {
      path: 'lessons/:courseId',
      lazy: lazyScreen(() => import('../features/lessons/routes/lessons-page')),
    },
    {
      path: 'lessons/:courseId/:chapterId',
      lazy: lazyScreen(() => import('../features/lessons/routes/lesson-page')),
    },
    {
      path: 'mp3-course/:view',
      lazy: lazyScreen(() => import('../features/mp3-course/routes/mp3-course-page')),
    },
    {
      path: 'exercises',
      lazy: lazyScreen(() => import('../features/exercises/routes/exercises-page')),
    },
    {
      path: 'exercises/:exerciseId',
      lazy: lazyScreen(() => import('../features/exercises/routes/exercise-page')),
    },
    {
      path: 'exams',
      lazy: lazyScreen(() => import('../features/exams/routes/exams-page')),
    },
    {
      path: 'exams/:examId',
      lazy: lazyScreen(() => import('../features/exams/routes/exam-page')),
    },
    {
      path: 'exams/:examId/attempts/:attemptId',
      lazy: lazyScreen(() => import('../features/exams/routes/attempt-review-page')),
    },
    {
      path: 'user-certificate',
      lazy: lazyScreen(() => import('../features/certificates/routes/certificates-page')),
    },
    {
      path: 'tutoring',
      lazy: lazyScreen(() => import('../features/tutoring/routes/tutoring-page')),
    },
    {
      path: 'admin-tutoring',
      lazy: lazyScreen(() => import('../features/tutoring/routes/admin-tutoring-page')),
    },
    {
      path: 'reviews',
      lazy: lazyScreen(() => import('../features/reviews/routes/reviews-page')),
    },
    {
      path: 'review-lessons/:courseId',
      lazy: lazyScreen(() => import('../features/reviews/routes/review-lessons-page')),
    },
    {
      path: 'progress',
      lazy: lazyScreen(() => import('../features/progress/routes/progress-page')),
    },
    {
      path: 'dictionary/:entryId?',
      lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-page')),
    },
    {
      path: 'landing/:resource/:resourceId',
      lazy: lazyScreen(() => import('../features/landing/routes/landing-page')),
    },
    { path: 'my-profile', lazy: profileScreen('MyProfilePage') },
    { path: 'add-user', lazy: profileScreen('AddUserPage') },
    { path: 'contact-us', lazy: profileScreen('ContactPage') },
    { path: 'admin', lazy: lazyScreen(() => import('../features/admin/routes/admin-page')) },
    {
      path: 'retail-payment',
      lazy: lazyScreen(() => import('../features/payments/routes/retail-payment-page')),
    },
    {
      path: 'wizards',
      lazy: lazyScreen(() => import('../features/authoring/wizards/routes/wizards-page')),
    },
    {
      path: 'dictionary-word-wizard',
      lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-word-wizard-page')),
    },
    {
      path: 'dictionary-category-wizard',
      lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-category-wizard-page')),
    },
    {
      path: 'dictionary-phrases-wizard',
      lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-phrases-wizard-page')),
    },
    {
      path: 'dictionary-false-friends-wizard',
      lazy: lazyScreen(() => import('../features/dictionary/routes/dictionary-false-friends-wizard-page')),
    },
    {
      path: 'carousel-wizard',
      lazy: lazyScreen(() => import('../features/authoring/wizards/routes/carousel-wizard-page')),
    },
    {
      path: 'course-wizard',
      lazy: lazyScreen(() => import('../features/authoring/course-wizard/routes/course-wizard-page')),
    },
    {
      path: 'video-wizard',
      lazy: lazyScreen(() => import('../features/authoring/course-wizard/routes/video-wizard-page')),
    },
    {
      path: 'audio-wizard',
      lazy: lazyScreen(() => import('../features/authoring/course-wizard/routes/audio-wizard-page')),
    },
    {
      path: 'exercise-wizard',
      lazy: lazyScreen(() => import('../features/authoring/exercises/routes/exercise-wizard-page')),
    },
    {
      path: 'review-wizard',
      lazy: lazyScreen(() => import('../features/authoring/exercises/routes/review-wizard-page')),
    },
    // The reports: their charts (Recharts) load with them, never with the landing or login pages.
    { path: 'user-activity', lazy: reportScreen('UserActivityPage') },
    { path: 'most-active-users', lazy: reportScreen('MostActiveUsersPage') },
    { path: 'account-activity', lazy: reportScreen('AccountActivityPage') },
    { path: '*', lazy: notFound },
  ] as RouteObject[]
).map(guarded);

/**
 * Every route of the product after the landing and login pages (router.tsx), each screen loaded on
 * demand. This table is not part of the first screen: it comes with the signed-in chunk the first time
 * the router meets a path it does not know (decision 0053). A screen not built yet shows the not-found
 * page. `handle.scopes` (with `handle.scopeMode` 'all' | 'any') marks routes that need a signed-in user.
 */
export const routeTable: RouteObject[] = [{ lazy: () => import('./query-layout'), children: dataScreens }];
