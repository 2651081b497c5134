import type { MenuItem } from './menu-model';

const link = (id: string, path: string, priority: number, scopes?: string[]): MenuItem => ({
  id,
  title: `menu.item.${id}`,
  path,
  priority,
  scopes,
});

/** The products of the top menu. */
export const products: MenuItem[] = [
  { id: 'learning', title: 'menu.product.learning', path: '/courses', priority: 1, scopes: ['student'] },
  { id: 'management', title: 'menu.product.management', path: '/admin', priority: 2, scopes: ['staff'] },
];

/** The left-menu groups of each product. */
export const menuGroups: MenuItem[] = [
  {
    id: 'study',
    title: 'menu.group.study',
    product: 'learning',
    priority: 1,
    items: [
      link('courses', '/courses', 1),
      link('reviews', '/reviews', 2),
      link('dictionary', '/dictionary', 3),
    ],
  },
  {
    id: 'practice',
    title: 'menu.group.practice',
    product: 'learning',
    priority: 2,
    items: [
      link('exercises', '/exercises', 1),
      link('exams', '/exams', 2),
      link('certificates', '/user-certificate', 3),
    ],
  },
  {
    id: 'account',
    title: 'menu.group.account',
    product: 'learning',
    priority: 3,
    items: [link('profile', '/my-profile', 1), link('addUser', '/add-user', 2, ['master'])],
  },
  {
    id: 'administration',
    title: 'menu.group.administration',
    product: 'management',
    priority: 1,
    items: [link('admin', '/admin', 1), link('adminTutoring', '/admin-tutoring', 2)],
  },
  {
    id: 'wizards',
    title: 'menu.group.wizards',
    product: 'management',
    priority: 2,
    items: [
      link('wizards', '/wizards', 1),
      link('courseWizard', '/course-wizard', 2),
      link('carouselWizard', '/carousel-wizard', 3),
      link('reviewWizard', '/review-wizard', 4),
      link('exerciseWizard', '/exercise-wizard', 5),
      link('videoWizard', '/video-wizard', 6),
      link('audioWizard', '/audio-wizard', 7),
    ],
  },
  {
    id: 'dictionaryAdmin',
    title: 'menu.group.dictionary',
    product: 'management',
    priority: 3,
    items: [
      link('dictionaryWordWizard', '/dictionary-word-wizard', 1),
      link('dictionaryCategoryWizard', '/dictionary-category-wizard', 2),
      link('dictionaryPhrasesWizard', '/dictionary-phrases-wizard', 3),
    ],
  },
  {
    id: 'reports',
    title: 'menu.group.reports',
    product: 'management',
    priority: 4,
    items: [
      link('userActivity', '/user-activity', 1),
      link('mostActiveUsers', '/most-active-users', 2),
      link('accountActivity', '/account-activity', 3),
    ],
  },
];
