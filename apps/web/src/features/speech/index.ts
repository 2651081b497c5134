/**
 * Public entry of speech: the listen button (a recording when the app ships one, else the browser's
 * English voice), speaking practice (record and compare, a lazy chunk) and the helpers behind it. Lessons, reviews, the dictionary and the exercise player use
 * it, only through this file.
 */
export { ListenButton, useListenSource } from './components/listen-button';
export { SpeakingPractice } from './components/speaking-practice-lazy';
export { isSpeechAvailable, speakEnglish } from './model/speech';
export { playRecording, resetSpokenAudioKeys } from './model/spoken-audio';
