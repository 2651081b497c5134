import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSoundStopper, keepOnePlayerAtATime, startDetachedPlayer } from './one-player';

/** A media element whose play/pause jsdom does not implement: playing is a flag and a `play` event. */
function player(tag: 'audio' | 'video', inPage = true) {
  const element = document.createElement(tag);
  let paused = true;
  Object.defineProperty(element, 'paused', { get: () => paused });
  element.pause = vi.fn(() => {
    paused = true;
  });
  const start = () => {
    paused = false;
    element.dispatchEvent(new Event('play'));
  };
  if (inPage) document.body.append(element);
  return { element, start };
}

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('one player at a time', () => {
  it("a lesson's audio starting pauses the video, a word's recording and stops the speech", () => {
    stop = keepOnePlayerAtATime();
    const speech = vi.fn();
    addSoundStopper(speech);
    const lesson = player('audio');
    const video = player('video');
    const word = player('audio', false);
    video.start();
    startDetachedPlayer(word.element);
    word.start();
    expect(video.element.pause).toHaveBeenCalled();

    lesson.start();
    expect(word.element.pause).toHaveBeenCalled();
    expect(lesson.element.pause).not.toHaveBeenCalled();
    expect(speech).toHaveBeenCalled();
  });

  it('a word recording starting pauses the lesson audio playing', () => {
    stop = keepOnePlayerAtATime();
    const lesson = player('audio');
    lesson.start();
    const word = player('audio', false);
    startDetachedPlayer(word.element);
    expect(lesson.element.pause).toHaveBeenCalledTimes(1);
  });
});
