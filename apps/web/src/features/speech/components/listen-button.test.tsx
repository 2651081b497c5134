import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { resetSpokenAudioKeys } from '../model/spoken-audio';
import { ListenButton } from './listen-button';

/** The shipped recordings' index as the server answers it (missing when `null`); the reads it saw. */
function serveIndex(keys: string[] | null) {
  const reads: string[] = [];
  server.use(
    http.get('/audio/en/index.json', ({ request }) => {
      reads.push(new URL(request.url).pathname);
      return keys ? HttpResponse.json(keys) : new HttpResponse('not found', { status: 404 });
    }),
  );
  return reads;
}

/** A browser with speech synthesis and the given voices. */
function stubSpeech(voices: { lang: string }[], getVoices = () => voices) {
  const speak = vi.fn();
  vi.stubGlobal('speechSynthesis', {
    getVoices,
    speak,
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      constructor(public text: string) {}
    },
  );
  return speak;
}

let played: string[];
beforeEach(() => {
  resetSpokenAudioKeys();
  played = [];
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(`${new URL(this.src).pathname}@${this.playbackRate}`);
    return Promise.resolve();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the listen button', () => {
  it('plays the recording the app ships for the text, slowly when asked', async () => {
    serveIndex(['i-d-like', 'good-morning-mrs-smith']);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <ListenButton text="I'd like" />
        <ListenButton text="Good morning, Mrs. Smith." label="Slowly" slow />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: /I'd like/ }));
    await user.click(screen.getByRole('button', { name: 'Slowly' }));
    expect(played).toEqual(['/audio/en/i-d-like.mp3@1', '/audio/en/good-morning-mrs-smith.mp3@0.75']);
  });

  it('is drawn at once, with its recording, once the recordings are known', async () => {
    const reads = serveIndex(['run', 'walk']);
    renderWithApp(<ListenButton text="run" />);
    await screen.findByRole('button', { name: /run/ });
    renderWithApp(<ListenButton text="walk" />);
    // No second read of the index, and no empty first drawing.
    expect(screen.getByRole('button', { name: /walk/ })).toBeTruthy();
    expect(reads).toEqual(['/audio/en/index.json']);
  });

  it('shows its tooltip where the pointer can hover, and draws none on a touch screen', async () => {
    serveIndex(['run']);
    const user = userEvent.setup();
    const pointer = (hover: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: hover && query === '(hover: hover)',
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
    pointer(true);
    const mouse = renderWithApp(<ListenButton text="run" />);
    await user.hover(await screen.findByRole('button', { name: /run/ }));
    expect(await screen.findByText('Listen in English')).toBeTruthy();
    mouse.unmount();

    pointer(false);
    renderWithApp(<ListenButton text="run" />);
    await user.hover(await screen.findByRole('button', { name: /run/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Listen in English')).toBeNull();
  });

  it('plays the staff recording first', async () => {
    serveIndex(['run']);
    const user = userEvent.setup();
    renderWithApp(<ListenButton text="run" audioUrl="/api/public/media/abc/content?expires=1&signature=x" />);
    await user.click(await screen.findByRole('button', { name: /run/ }));
    expect(played).toEqual(['/api/public/media/abc/content@1']);
  });

  it('is hidden where there is neither a recording nor an English voice', async () => {
    const reads = serveIndex(['run']);
    stubSpeech([{ lang: 'fr-FR' }]);
    renderWithApp(<ListenButton text="walk" />);
    await waitFor(() => expect(reads).toEqual(['/audio/en/index.json']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // (Named: a toast another test file left in the shared document has a button of its own.)
    expect(screen.queryByRole('button', { name: /walk/ })).toBeNull();
  });

  it('asks the browser for its voices once for a page of buttons, not at each drawing of each', async () => {
    serveIndex(null);
    const voices = [{ lang: 'en-US' }];
    const getVoices = vi.fn(() => voices);
    stubSpeech(voices, getVoices);
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`);
    renderWithApp(words.map((word) => <ListenButton key={word} text={word} />));
    expect(await screen.findAllByRole('button', { name: /word/ })).toHaveLength(20);
    expect(getVoices.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('falls back to the browser’s English voice', async () => {
    serveIndex(null);
    const speak = stubSpeech([{ lang: 'en_GB' }]);
    const user = userEvent.setup();
    renderWithApp(<ListenButton text="walk" />);
    await user.click(await screen.findByRole('button', { name: /walk/ }));
    expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'walk' }));
    expect(played).toEqual([]);
  });
});
