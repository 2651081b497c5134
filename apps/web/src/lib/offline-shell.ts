/**
 * The app's own files and the signed-in answers the MP3 course needs to open without a connection
 * (decision 0080): kept in this Cache Storage by the MP3 course once a lesson is marked for offline use,
 * answered from it by the MP3 course's service worker (public/mp3-offline-sw.js) when the network fails.
 * They hold the user's own data, so signing out forgets them.
 */
export const OFFLINE_SHELL_CACHE = 'puente-mp3-shell-v1';

/** Forgets the kept files and answers (sign-out, or no lesson kept any more). */
export async function forgetOfflineShell(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_SHELL_CACHE).catch(() => false);
}
