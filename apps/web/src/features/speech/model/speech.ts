import { addSoundStopper, keepOnePlayerAtATime, pauseOtherPlayers } from '../../../lib/one-player';

/** English speech synthesis in the browser (en-US), only where the browser has an English voice. */
const hasSynthesis = (): boolean =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';

function englishVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const english = (voice: SpeechSynthesisVoice) =>
    voice.lang.replace('_', '-').toLowerCase().startsWith('en');
  return voices.find((voice) => voice.lang === 'en-US') ?? voices.find(english);
}

/**
 * Whether the browser can read English aloud: it has speech synthesis AND an English voice (headless
 * browsers and many desktops have the interface but no voice at all, and say nothing).
 */
const speechAvailableNow = (): boolean => hasSynthesis() && englishVoice() !== undefined;

/**
 * The answer of speechAvailableNow, kept: every listen button reads it at each render, and asking the
 * browser for its voices each time built the list of voices again and again on a page of many words.
 * Asked again when the voices change, and when the first listener subscribes or the last one leaves
 * (the voices may have changed while no one listened; a subscriber's store reads it again at once).
 */
let known: boolean | undefined;
const listeners = new Set<() => void>();

function voicesChanged() {
  known = speechAvailableNow();
  for (const listener of listeners) listener();
}

export const isSpeechAvailable = (): boolean => {
  known ??= speechAvailableNow();
  return known;
};

/** Calls back when the browser's voices change (they load after the page in Chrome); answers the unsubscribe. */
export function onVoicesChanged(callback: () => void): () => void {
  if (!hasSynthesis()) return () => {};
  const synthesis = window.speechSynthesis;
  if (listeners.size === 0) known = undefined;
  // Added once: the same listener is not added twice.
  synthesis.addEventListener('voiceschanged', voicesChanged);
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
    if (listeners.size > 0) return;
    known = undefined;
    synthesis.removeEventListener('voiceschanged', voicesChanged);
  };
}

/** Stops what the browser is reading aloud. */
export function stopSpeech() {
  if (hasSynthesis()) window.speechSynthesis.cancel();
}
// A lesson's audio or the MP3 course starting stops the reading (lib/one-player).
addSoundStopper(stopSpeech);
keepOnePlayerAtATime();

/** Reads an English text aloud; `slow` is for listening practice. Returns false without an English voice. */
export function speakEnglish(text: string, { slow = false }: { slow?: boolean } = {}): boolean {
  const voice = hasSynthesis() ? englishVoice() : undefined;
  if (!voice || !text.trim()) return false;
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  pauseOtherPlayers(null);
  const utterance = new window.SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  utterance.rate = slow ? 0.7 : 0.95;
  utterance.voice = voice;
  synthesis.speak(utterance);
  return true;
}

/** Reads an English text aloud and answers once it is read (true), or false without a voice or on an error. */
export function speakToEnd(text: string): Promise<boolean> {
  const voice = hasSynthesis() ? englishVoice() : undefined;
  if (!voice || !text.trim()) return Promise.resolve(false);
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  pauseOtherPlayers(null);
  const utterance = new window.SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  utterance.rate = 0.95;
  utterance.voice = voice;
  return new Promise((resolve) => {
    utterance.onend = () => resolve(true);
    utterance.onerror = () => resolve(false);
    synthesis.speak(utterance);
  });
}
