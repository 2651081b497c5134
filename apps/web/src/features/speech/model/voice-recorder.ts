/** Why the microphone could not record: none, refused, a browser without recording, or another failure. */
export type RecorderProblem = 'no-microphone' | 'denied' | 'unsupported' | 'failed';

export class RecorderError extends Error {
  constructor(readonly problem: RecorderProblem) {
    super(problem);
  }
}

/** The longest recording: a word or a sentence, never a speech. */
const MAX_RECORDING_MS = 20_000;

/** A recording under way: `stop` ends it and answers the sound; `cancel` drops it. */
export type VoiceRecording = { stop(): Promise<Blob>; cancel(): void };

const problemOf = (error: unknown): RecorderProblem => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'denied';
  }
  if (
    name === 'NotFoundError' ||
    name === 'DevicesNotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'NotReadableError'
  ) {
    return 'no-microphone';
  }
  return 'failed';
};

/**
 * Starts recording the microphone (MediaRecorder). The sound stays in the browser: nothing here sends
 * it anywhere. Rejects with a RecorderError saying why it cannot; stops by itself after MAX_RECORDING_MS
 * (the recording so far is kept for `stop`).
 */
export async function startVoiceRecording(): Promise<VoiceRecording> {
  if (!navigator.mediaDevices?.getUserMedia || typeof window.MediaRecorder !== 'function') {
    throw new RecorderError('unsupported');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new RecorderError(problemOf(error));
  }
  if (stream.getAudioTracks().length === 0) {
    for (const track of stream.getTracks()) track.stop();
    throw new RecorderError('no-microphone');
  }
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream);
  } catch {
    release();
    throw new RecorderError('unsupported');
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<Blob>((resolve) => {
    recorder.addEventListener('stop', () => {
      release();
      resolve(new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || 'audio/webm' }));
    });
  });
  recorder.start();
  const limit = window.setTimeout(() => {
    if (recorder.state !== 'inactive') recorder.stop();
  }, MAX_RECORDING_MS);
  return {
    stop() {
      window.clearTimeout(limit);
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
    cancel() {
      window.clearTimeout(limit);
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}
