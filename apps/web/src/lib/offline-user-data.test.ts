import { PRERENDER_GUARD_SCRIPT } from '@puente/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedSample } from '../test/session-fixtures';
import { forgetOfflineUserData } from './offline-user-data';
import { clearSessionCookie, writeSessionCookie } from './session/session-cookie';

// The Cache Storage: the MP3 course's lesson files and kept answers, the worker's precache, another one.
let names: Set<string>;
beforeEach(() => {
  names = new Set(['puente-mp3-offline-v1', 'puente-mp3-answers-v2', 'workbox-precache-v2-x', 'other']);
  vi.stubGlobal('caches', {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
  });
});
afterEach(() => {
  clearSessionCookie();
  // What the start script marks on the page.
  document.documentElement.removeAttribute('data-session');
  document.documentElement.removeAttribute('data-prerender');
  vi.unstubAllGlobals();
});

const left = () => [...names].sort();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('what the MP3 course keeps offline for the user', () => {
  it('is forgotten, and nothing else', async () => {
    await forgetOfflineUserData();
    expect(left()).toEqual(['other', 'workbox-precache-v2-x']);
  });

  it("is forgotten by the pages' start script when there is no stored session", async () => {
    new Function(PRERENDER_GUARD_SCRIPT)();
    await settle();
    expect(left()).toEqual(['other', 'workbox-precache-v2-x']);
  });

  it("is left by the pages' start script for a stored session", async () => {
    writeSessionCookie(storedSample);
    new Function(PRERENDER_GUARD_SCRIPT)();
    await settle();
    expect(left()).toEqual([
      'other',
      'puente-mp3-answers-v2',
      'puente-mp3-offline-v1',
      'workbox-precache-v2-x',
    ]);
  });
});
