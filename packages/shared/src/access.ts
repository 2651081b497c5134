import { hasScopes, type Scope, type ScopeMode } from './scopes.ts';

/**
 * Roles in one place: who may do what, written once. A rule is the scopes a caller must hold (all of
 * them, or any one with `scopeMode: 'any'`). The web's route guards read `SCREEN_ACCESS` (route-table.tsx),
 * the server's menus give each link its screen's rule (menu-catalog.ts), and server routes guard with
 * `requireAccess(ACCESS.…)` (plugins/auth.ts).
 */
export type AccessRule = { readonly scopes: readonly Scope[]; readonly scopeMode?: ScopeMode };

export const ACCESS = {
  /** Any signed-in user. */
  signedIn: { scopes: ['user'] },
  /** Students (not staff). */
  student: { scopes: ['student'] },
  /** A student who holds their account (may add guests). */
  master: { scopes: ['student', 'master'] },
  /** Professors and administrators. */
  staff: { scopes: ['staff'] },
  /** Administrators only: users, the audit log, the school's settings, billing, impersonation. */
  admin: { scopes: ['admin'] },
  /**
   * The school's money in reports (administrators): the dashboard's money figures, the account activity
   * report with its debtors' names, an account's history. Professors see the learning reports only.
   */
  finance: { scopes: ['finance'] },
  /**
   * Tutoring: students (when the school enabled it: checked against the tenant by the server and the
   * screen) and tutors (their own sessions and availability).
   */
  tutoring: { scopes: ['student', 'tutor'], scopeMode: 'any' },
  /** Tutors only: their availability and terms. */
  tutor: { scopes: ['tutor'] },
} as const satisfies Record<string, AccessRule>;
export type AccessName = keyof typeof ACCESS;

/**
 * Who may open each screen of the web app, by its route path (spec section 2). A path not listed is
 * open to anyone (the landing, login, contact and unauthorized pages, a landing of a resource).
 */
export const SCREEN_ACCESS = {
  'my-profile': 'signedIn',
  courses: 'signedIn',
  'lessons/:courseId': 'signedIn',
  'lessons/:courseId/:chapterId': 'signedIn',
  exercises: 'signedIn',
  'exercises/:exerciseId': 'signedIn',
  exams: 'signedIn',
  'exams/:examId': 'signedIn',
  'exams/:examId/attempts/:attemptId': 'signedIn',
  'user-certificate': 'signedIn',
  'dictionary/:entryId?': 'signedIn',
  'add-user': 'master',
  admin: 'staff',
  'retail-payment': 'student',
  'mp3-course/:view': 'student',
  reviews: 'student',
  welcome: 'student',
  'review-lessons/:courseId': 'student',
  progress: 'student',
  tutoring: 'tutoring',
  wizards: 'staff',
  'carousel-wizard': 'staff',
  'course-wizard': 'staff',
  'video-wizard': 'staff',
  'audio-wizard': 'staff',
  'exercise-wizard': 'staff',
  'review-wizard': 'staff',
  'user-activity': 'staff',
  'most-active-users': 'staff',
  'account-activity': 'finance',
  'dictionary-word-wizard': 'staff',
  'dictionary-category-wizard': 'staff',
  'dictionary-phrases-wizard': 'staff',
  'dictionary-false-friends-wizard': 'staff',
  'admin-tutoring': 'staff',
} as const satisfies Record<string, AccessName>;

/** The rule of a screen (route path with or without its leading slash), or undefined when it is open. */
export function screenAccess(path: string): AccessRule | undefined {
  const name = (SCREEN_ACCESS as Record<string, AccessName>)[path.replace(/^\//, '')];
  return name ? ACCESS[name] : undefined;
}

/** Whether scopes held satisfy a rule: the one test behind the route guards, menus and server checks. */
export const mayAccess = (held: readonly string[], rule: AccessRule): boolean =>
  hasScopes(held, rule.scopes, rule.scopeMode ?? 'all');
