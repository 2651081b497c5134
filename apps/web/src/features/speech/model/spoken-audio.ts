import { SPOKEN_AUDIO_BASE, spokenAudioKey } from '@puente/shared';
import { startDetachedPlayer } from '../../../lib/one-player';
import { stopSpeech } from './speech';

let keys: Promise<ReadonlySet<string>> | null = null;
/** The keys once read: a listen button drawn after that knows its sound at once. */
let loaded: ReadonlySet<string> | undefined;

/** The keys of the recorded English texts the app ships (read once; a failed read is tried again later). */
export function loadSpokenAudioKeys(): Promise<ReadonlySet<string>> {
  keys ??= fetch(`${SPOKEN_AUDIO_BASE}/index.json`)
    .then((response) => (response.ok ? (response.json() as Promise<string[]>) : Promise.reject(response)))
    .then((list) => {
      loaded = new Set(list);
      return loaded;
    })
    .catch(() => {
      keys = null;
      return new Set<string>();
    });
  return keys;
}

/** The keys, if they have been read; undefined before. */
export const loadedSpokenAudioKeys = (): ReadonlySet<string> | undefined => loaded;

/** The address of a text's recording among the keys, or null. */
export function spokenAudioUrl(text: string, known: ReadonlySet<string>): string | null {
  const key = spokenAudioKey(text);
  return key && known.has(key) ? `${SPOKEN_AUDIO_BASE}/${key}.mp3` : null;
}

let player: HTMLAudioElement | null = null;

/** Plays a recording (one at a time; `slow` at 0.75×, pitch kept). Resolves false when it cannot play. */
export async function playRecording(
  url: string,
  { slow = false }: { slow?: boolean } = {},
): Promise<boolean> {
  stopSpeech();
  player?.pause();
  player = new Audio(url);
  startDetachedPlayer(player);
  player.playbackRate = slow ? 0.75 : 1;
  try {
    await player.play();
    return true;
  } catch {
    return false;
  }
}

/**
 * Plays a recording to its end (one at a time, as playRecording): true once it ended, false when it
 * could not play or something else stopped it (another sound started, the student paused it).
 */
export function playToEnd(url: string): Promise<boolean> {
  stopSpeech();
  player?.pause();
  const audio = new Audio(url);
  player = audio;
  startDetachedPlayer(audio);
  return new Promise((resolve) => {
    const finish = (ended: boolean) => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('error', onError);
      resolve(ended);
    };
    const onEnded = () => finish(true);
    // At its end a player pauses before it says it ended.
    const onPause = () => {
      if (!audio.ended) finish(false);
    };
    const onError = () => finish(false);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('error', onError);
    audio.play().catch(() => finish(false));
  });
}

/** Stops the recording playing (e.g. a comparison left before its end). */
export function stopRecordingPlayer() {
  player?.pause();
}

/** For tests: forget the keys read. */
export function resetSpokenAudioKeys() {
  keys = null;
  loaded = undefined;
}
