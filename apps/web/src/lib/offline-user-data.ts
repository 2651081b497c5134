/**
 * What the MP3 course keeps on the device for the user signed in (decisions 0080, 0108): the lesson files
 * the student marked and the server's answers the MP3 course's worker kept, in the Cache Storage under
 * names starting with OFFLINE_USER_CACHE_PREFIX (lib/offline-shell.ts). Forgotten whenever the user
 * changes: at every sign-in and sign-out (the session service), and at a start without a stored session
 * (the pages' start script, packages/shared/src/prerender-guard.ts, before any of the app's code).
 */
import { OFFLINE_USER_CACHE_PREFIX } from '@puente/shared';

export async function forgetOfflineUserData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_USER_CACHE_PREFIX))
      .map((name) => caches.delete(name).catch(() => false)),
  );
}
