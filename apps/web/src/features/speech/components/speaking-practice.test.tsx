import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { resetSpokenAudioKeys } from '../model/spoken-audio';
import SpeakingPractice from './speaking-practice';

const withMicrophone = (getUserMedia: () => Promise<MediaStream>) =>
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });

/** A recorder that hands over a few bytes when stopped. */
class FakeRecorder extends EventTarget {
  state = 'inactive';
  mimeType = 'audio/webm';
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    const data = new Event('dataavailable') as Event & { data: Blob };
    data.data = new Blob(['voice'], { type: 'audio/webm' });
    this.dispatchEvent(data);
    this.dispatchEvent(new Event('stop'));
  }
}

let played: string[];
beforeEach(() => {
  resetSpokenAudioKeys();
  server.use(http.get('/audio/en/index.json', () => HttpResponse.json(['how-are-you'])));
  played = [];
  // Each sound plays to its end at once, in the order started.
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    setTimeout(() => this.dispatchEvent(new Event('ended')), 0);
    return Promise.resolve();
  });
  vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  URL.createObjectURL = vi.fn(() => 'blob:mine');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('SpeakingPractice', () => {
  it('records, plays the model then the recording, and asks for a self-rating', async () => {
    const track = { stop: vi.fn() };
    withMicrophone(() =>
      Promise.resolve({ getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream),
    );
    const onCompared = vi.fn();
    renderWithApp(<SpeakingPractice text="How are you?" rateHint onCompared={onCompared} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Record and compare' }));
    const practice = screen.getByRole('region', { name: 'Speaking practice' });
    expect(practice.textContent).toContain('Your recording stays in this browser');
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(onCompared).toHaveBeenCalledTimes(1));
    expect(played).toEqual([expect.stringMatching(/\/audio\/en\/how-are-you\.mp3$/), 'blob:mine']);
    expect(screen.getByTestId('speaking-status').textContent).toContain('Rate yourself');
    expect(track.stop).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Listen and compare' }));
    await waitFor(() => expect(onCompared).toHaveBeenCalledTimes(2));
    expect(played.slice(2)).toEqual([expect.stringMatching(/how-are-you\.mp3$/), 'blob:mine']);

    // Closing lets the recording go.
    await userEvent.click(screen.getByRole('button', { name: 'Close speaking practice' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:mine');
  });

  it('says the microphone was refused, or is missing, and records nothing', async () => {
    renderWithApp(<SpeakingPractice text="How are you?" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Record and compare' }));
    withMicrophone(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have not allowed the microphone');
    withMicrophone(() => Promise.reject(new DOMException('no', 'NotFoundError')));
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No microphone was found'));
    expect(played).toEqual([]);
  });

  it('is not offered for a text that cannot be heard', async () => {
    let read = false;
    server.use(
      http.get('/audio/en/index.json', () => {
        read = true;
        return HttpResponse.json(['how-are-you']);
      }),
    );
    renderWithApp(<SpeakingPractice text="Something without a recording" />);
    await waitFor(() => expect(read).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Record and compare' })).toBeNull();
  });
});
