/** English speech synthesis in the browser (en-US). Hidden wherever the browser has none. */
export const isSpeechAvailable = (): boolean =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';

function englishVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  return (
    voices.find((voice) => voice.lang === 'en-US') ?? voices.find((voice) => voice.lang.startsWith('en'))
  );
}

/** Reads an English text aloud; `slow` is for listening practice. Returns false without speech synthesis. */
export function speakEnglish(text: string, { slow = false }: { slow?: boolean } = {}): boolean {
  if (!isSpeechAvailable() || !text.trim()) return false;
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const utterance = new window.SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  utterance.rate = slow ? 0.7 : 0.95;
  const voice = englishVoice();
  if (voice) utterance.voice = voice;
  synthesis.speak(utterance);
  return true;
}
