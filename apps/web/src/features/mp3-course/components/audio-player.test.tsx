import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { registerMp3CourseTexts } from '../mp3-course-texts';
import { AudioPlayer, type PlayerLesson, SAVE_EVERY_MS, SPEED_KEY } from './audio-player';

const lesson: PlayerLesson = {
  id: 'lesson-1',
  title: 'Greetings',
  url: '/audio/en/lessons/a.mp3',
  positionMs: 30_000,
};

let paused: boolean;
let now: number;
beforeEach(() => {
  paused = true;
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  // The flag is the player's on the page: another element (a word's recording left by another test file)
  // stays paused and pausing it changes nothing here (one sound at a time pauses the others).
  vi.spyOn(window.HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return this.isConnected ? paused : true;
  });
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (!this.isConnected) return;
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(SPEED_KEY);
});

/** The player with the screen's texts (registered as the page does, once i18n runs). */
function WithTexts(props: Parameters<typeof AudioPlayer>[0]) {
  registerMp3CourseTexts();
  return <AudioPlayer {...props} />;
}

function renderPlayer(props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) {
  const onNext = vi.fn();
  const onPosition = vi.fn();
  const view = renderWithApp(
    <WithTexts
      lesson={lesson}
      hasPrevious={false}
      hasNext
      onPrevious={vi.fn()}
      onNext={onNext}
      onPosition={onPosition}
      autoPlay={false}
      {...props}
    />,
  );
  const audio = view.container.ownerDocument.querySelector('audio')!;
  Object.defineProperty(audio, 'duration', { configurable: true, value: 120 });
  fireEvent.loadedMetadata(audio);
  return { audio, onNext, onPosition, unmount: view.unmount };
}

describe('AudioPlayer', () => {
  it('starts where the student stopped and moves 10 seconds back and forward', async () => {
    const { audio } = renderPlayer();
    expect(audio.currentTime).toBe(30);
    expect(screen.getByTestId('player-time').textContent).toBe('0:30 of 2:00');
    await userEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(audio.currentTime).toBe(40);
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(audio.currentTime).toBe(20);
    audio.currentTime = 5;
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(audio.currentTime).toBe(0);
  });

  it('changes the speed and keeps it for the next lesson', async () => {
    const { audio } = renderPlayer();
    expect(screen.getByRole('button', { name: '1×' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '1.25×' }));
    expect(audio.playbackRate).toBe(1.25);
    expect(screen.getByRole('button', { name: '1.25×' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '1×' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: '0.75×' }));
    expect(audio.playbackRate).toBe(0.75);
    fireEvent.loadedMetadata(audio);
    expect(audio.playbackRate).toBe(0.75);
  });

  it('plays at the speed chosen on an earlier visit, and ignores a stored value it does not offer', async () => {
    const first = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: '1.25×' }));
    first.unmount();
    const second = renderPlayer();
    expect(screen.getByRole('button', { name: '1.25×' }).getAttribute('aria-pressed')).toBe('true');
    expect(second.audio.playbackRate).toBe(1.25);
    second.unmount();
    localStorage.setItem(SPEED_KEY, '16');
    const third = renderPlayer();
    expect(third.audio.playbackRate).toBe(1);
    expect(screen.getByRole('button', { name: '1×' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('plays and pauses, saving the position on pause and every 10 seconds while playing', async () => {
    const { audio, onPosition } = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    audio.currentTime = 33;
    fireEvent.timeUpdate(audio);
    expect(onPosition).not.toHaveBeenCalled();
    now += SAVE_EVERY_MS;
    audio.currentTime = 40;
    fireEvent.timeUpdate(audio);
    expect(onPosition).toHaveBeenLastCalledWith('lesson-1', 40_000);
    audio.currentTime = 42.5;
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPosition).toHaveBeenLastCalledWith('lesson-1', 42_500);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('goes to the next lesson when one ends, its position back to the start', () => {
    const { audio, onNext, onPosition } = renderPlayer();
    act(() => {
      audio.dispatchEvent(new Event('ended'));
    });
    expect(onPosition).toHaveBeenCalledWith('lesson-1', 0);
    expect(onNext).toHaveBeenCalledWith(true);
  });

  it('plays and skips with the keys J, K and L on the player', async () => {
    const { audio } = renderPlayer();
    const player = screen.getByRole('region', { name: 'Audio player' });
    player.focus();
    await userEvent.keyboard('l');
    expect(audio.currentTime).toBe(40);
    await userEvent.keyboard('j');
    await userEvent.keyboard('j');
    expect(audio.currentTime).toBe(20);
    await userEvent.keyboard('k');
    expect(paused).toBe(false);
    await userEvent.keyboard(' ');
    expect(paused).toBe(true);
  });

  it('takes the keys wherever the focus is on the page, but not while typing in a field', async () => {
    const { audio } = renderPlayer();
    const outside = document.createElement('div');
    outside.tabIndex = 0;
    const field = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(outside, field, area, editable);
    try {
      outside.focus();
      await userEvent.keyboard('l');
      expect(audio.currentTime).toBe(40);
      await userEvent.keyboard('k');
      expect(paused).toBe(false);
      for (const typing of [field, area, editable]) {
        typing.focus();
        await userEvent.keyboard('jkl ');
        expect(audio.currentTime).toBe(40);
        expect(paused).toBe(false);
      }
      // On a button, space presses the button; the letters still work.
      screen.getByRole('button', { name: '1.25×' }).focus();
      await userEvent.keyboard('j');
      expect(audio.currentTime).toBe(30);
    } finally {
      outside.remove();
      field.remove();
      area.remove();
      editable.remove();
    }
  });

  it('starts by itself when the previous lesson ended', () => {
    renderPlayer({ autoPlay: true });
    expect(paused).toBe(false);
  });
});
