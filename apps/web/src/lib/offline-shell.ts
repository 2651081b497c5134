/**
 * The caches of the MP3 course's offline use (decisions 0080, 0108), shared by the screen
 * (features/mp3-course/offline) and its service worker (service-worker/mp3-offline-sw.ts). Both hold the
 * signed-in user's data: their names start with OFFLINE_USER_CACHE_PREFIX, so that forgetOfflineUserData
 * (lib/offline-user-data.ts, and the pages' start script at a start without a session) forgets them
 * whenever the user changes.
 */
import { OFFLINE_USER_CACHE_PREFIX, SESSION_COOKIE_LIFETIME_MINUTES } from '@puente/shared';

/** The lesson files the student marked "available offline" (the screen puts them in). */
export const OFFLINE_LESSONS_CACHE = `${OFFLINE_USER_CACHE_PREFIX}offline-v1`;
/** The server's answers, each kept under its address and the session's token (the worker puts them in). */
export const OFFLINE_ANSWERS_CACHE = `${OFFLINE_USER_CACHE_PREFIX}answers-v2`;
/**
 * The hand-written worker's copy of the page and of the server's answers, kept under their address
 * alone: whoever came next was answered with them. Forgotten wherever it is still found.
 */
export const OUTDATED_SHELL_CACHE = `${OFFLINE_USER_CACHE_PREFIX}shell-v1`;

/** How long a kept answer may be given: the life of the session cookie (after it, a start is signed out). */
export const OFFLINE_ANSWER_MAX_AGE_SECONDS = SESSION_COOKIE_LIFETIME_MINUTES * 60;

/** Server answers that change while listening, or that are the session itself: never kept. */
export const NOT_KEPT_ANSWER = /^\/api\/(audio-positions|authentication\/(login|logoff|renew|refresh))/;

/** Forgets the kept answers (no lesson kept any more). */
export async function forgetOfflineAnswers(): Promise<void> {
  await Promise.all([caches.delete(OFFLINE_ANSWERS_CACHE), caches.delete(OUTDATED_SHELL_CACHE)]);
}
