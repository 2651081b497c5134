import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { lazyScreen } from '../ui/lazy-route';

const notFound = lazyScreen(() => import('../features/system/routes/not-found-page'));

/**
 * Every route of the product, each loaded on demand. A screen not built yet shows the not-found page.
 * `handle.scopes` (with `handle.scopeMode` 'all' | 'any') marks routes that need a signed-in user.
 */
export const routeTable: RouteObject[] = [
  { index: true, lazy: lazyScreen(() => import('../features/home/routes/home-page')) },
  { path: 'unauthorized', lazy: lazyScreen(() => import('../features/system/routes/unauthorized-page')) },
  { path: 'excercises', loader: () => redirect('/exercises') },
  { path: 'my-profile', lazy: notFound },
  { path: 'courses', lazy: notFound },
  { path: 'lessons/:courseId', lazy: notFound },
  { path: 'mp3-course/:view', lazy: notFound },
  { path: 'contact-us', lazy: notFound },
  { path: 'exercises', lazy: notFound },
  { path: 'reviews', lazy: notFound },
  { path: 'review-lessons/:courseId', lazy: notFound },
  { path: 'exams', lazy: notFound },
  { path: 'add-user', lazy: notFound },
  { path: 'user-certificate', lazy: notFound },
  { path: 'landing/:resource/:resourceId', lazy: notFound },
  { path: 'admin', lazy: notFound },
  { path: 'user-activity', lazy: notFound },
  { path: 'most-active-users', lazy: notFound },
  { path: 'account-activity', lazy: notFound },
  { path: 'wizards', lazy: notFound },
  { path: 'course-wizard', lazy: notFound },
  { path: 'carousel-wizard', lazy: notFound },
  { path: 'review-wizard', lazy: notFound },
  { path: 'exercise-wizard', lazy: notFound },
  { path: 'video-wizard', lazy: notFound },
  { path: 'audio-wizard', lazy: notFound },
  { path: 'dictionary', lazy: notFound },
  { path: 'dictionary-word-wizard', lazy: notFound },
  { path: 'dictionary-category-wizard', lazy: notFound },
  { path: 'dictionary-phrases-wizard', lazy: notFound },
  { path: 'retail-payment', lazy: notFound },
  { path: 'admin-tutoring', lazy: notFound },
  { path: 'tutoring', lazy: notFound },
  { path: '*', lazy: notFound },
];
