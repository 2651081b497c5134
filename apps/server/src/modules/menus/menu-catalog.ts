import { type MenuProduct, screenAccess } from '@puente/shared';

/**
 * The menu's items as the server keeps them (spec section 3, "Menu item"): each may need scopes, all of
 * which the caller must hold. `tutoring` is not a scope of the session: the caller holds it when the
 * tenant has tutoring enabled or the user is a tutor (the profile dropdown's rule, spec section 6).
 */
export type MenuScope =
  | 'user'
  | 'student'
  | 'staff'
  | 'admin'
  | 'master'
  | 'tutor'
  | 'professor'
  | 'tutoring';

export type CatalogLink = {
  id: string;
  title: string;
  priority: number;
  path: string;
  /** Scopes the caller must all hold. */
  scopes?: MenuScope[];
  /** Scopes of which the caller must hold one (a screen whose rule takes any of its scopes). */
  anyOf?: MenuScope[];
};
export type CatalogProduct = CatalogLink & { id: MenuProduct };
export type CatalogGroup = {
  id: string;
  title: string;
  priority: number;
  product: MenuProduct;
  productFallback?: MenuProduct[];
  scopes?: MenuScope[];
  items: CatalogLink[];
};

/**
 * A link: the scopes its screen needs (the shared SCREEN_ACCESS, which the web's route guard reads too,
 * so a menu never offers a screen the guard refuses), plus any the menu adds (e.g. `tutoring`).
 */
const link = (id: string, path: string, priority: number, extra: MenuScope[] = []): CatalogLink => {
  const rule = screenAccess(path);
  const anyOf = rule?.scopeMode === 'any' ? ([...rule.scopes] as MenuScope[]) : [];
  const all = rule && rule.scopeMode !== 'any' ? rule.scopes : [];
  const scopes = [...new Set([...all, ...extra])] as MenuScope[];
  return {
    id,
    title: `menu.item.${id}`,
    path,
    priority,
    ...(scopes.length > 0 ? { scopes } : {}),
    ...(anyOf.length > 0 ? { anyOf } : {}),
  };
};

/**
 * The products: staff work in Management and may switch to Learning to see what students see;
 * students have Learning only. The first one a caller may use (by priority) is their default.
 */
export const PRODUCTS: CatalogProduct[] = [
  { id: 'management', title: 'menu.product.management', path: '/admin', priority: 1, scopes: ['staff'] },
  { id: 'learning', title: 'menu.product.learning', path: '/courses', priority: 2 },
];

/** The left-menu groups of each product. Titles are i18n keys of the web's 'shell' namespace. */
export const GROUPS: CatalogGroup[] = [
  {
    id: 'study',
    title: 'menu.group.study',
    product: 'learning',
    priority: 1,
    items: [
      link('courses', '/courses', 1),
      link('mp3Course', '/mp3-course/library', 2, ['student']),
      link('reviews', '/reviews', 3, ['student']),
      link('dictionary', '/dictionary', 4, ['student']),
      link('progress', '/progress', 5),
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
    // The student's own items: staff see none of them (spec section 6).
    id: 'account',
    title: 'menu.group.account',
    product: 'learning',
    priority: 3,
    scopes: ['student'],
    items: [
      link('profile', '/my-profile', 1),
      link('addUser', '/add-user', 2, ['master']),
      link('tutoring', '/tutoring', 3, ['tutoring']),
    ],
  },
  {
    id: 'administration',
    title: 'menu.group.administration',
    product: 'management',
    priority: 1,
    scopes: ['staff'],
    items: [link('admin', '/admin', 1), link('adminTutoring', '/admin-tutoring', 2)],
  },
  {
    id: 'wizards',
    title: 'menu.group.wizards',
    product: 'management',
    priority: 2,
    scopes: ['staff'],
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
    scopes: ['staff'],
    items: [
      link('dictionaryWordWizard', '/dictionary-word-wizard', 1),
      link('dictionaryCategoryWizard', '/dictionary-category-wizard', 2),
      link('dictionaryPhrasesWizard', '/dictionary-phrases-wizard', 3),
      link('dictionaryFalseFriendsWizard', '/dictionary-false-friends-wizard', 4),
    ],
  },
  {
    id: 'reports',
    title: 'menu.group.reports',
    product: 'management',
    priority: 4,
    scopes: ['staff'],
    items: [
      link('userActivity', '/user-activity', 1),
      link('mostActiveUsers', '/most-active-users', 2),
      link('accountActivity', '/account-activity', 3),
    ],
  },
];
