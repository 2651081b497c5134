import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecorderError, startVoiceRecording } from './voice-recorder';

const withMicrophone = (getUserMedia: () => Promise<MediaStream>) =>
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });

const problemOf = async () => {
  try {
    await startVoiceRecording();
    return null;
  } catch (error) {
    return error instanceof RecorderError ? error.problem : 'not a RecorderError';
  }
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
});

describe('startVoiceRecording', () => {
  it('says the browser cannot record without getUserMedia or MediaRecorder', async () => {
    expect(await problemOf()).toBe('unsupported');
    withMicrophone(() => Promise.reject(new Error('never asked')));
    vi.stubGlobal('MediaRecorder', undefined);
    expect(await problemOf()).toBe('unsupported');
  });

  it('tells a refused permission from a missing microphone', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    for (const [name, problem] of [
      ['NotAllowedError', 'denied'],
      ['SecurityError', 'denied'],
      ['NotFoundError', 'no-microphone'],
      ['OverconstrainedError', 'no-microphone'],
      ['NotReadableError', 'no-microphone'],
      ['AbortError', 'failed'],
    ] as const) {
      withMicrophone(() => Promise.reject(new DOMException('no', name)));
      expect(await problemOf(), name).toBe(problem);
    }
  });

  it('records the stream and answers the sound on stop, releasing the microphone', async () => {
    const track = { stop: vi.fn() };
    const stream = { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream;
    withMicrophone(() => Promise.resolve(stream));
    class FakeRecorder extends EventTarget {
      state = 'inactive';
      mimeType = 'audio/webm';
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        const data = new Event('dataavailable') as Event & { data: Blob };
        data.data = new Blob(['sound'], { type: 'audio/webm' });
        this.dispatchEvent(data);
        this.dispatchEvent(new Event('stop'));
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const recording = await startVoiceRecording();
    const blob = await recording.stop();
    expect(blob.size).toBe(5);
    expect(blob.type).toBe('audio/webm');
    expect(track.stop).toHaveBeenCalled();
  });
});
