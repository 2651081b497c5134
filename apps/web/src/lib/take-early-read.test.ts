import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRead } from './early-read';
import { earlyReadSettled, takeEarlyAnswer, takeEarlyRead } from './take-early-read';

const COURSES = [{ id: 'course-1' }];

/** What the page's start script leaves for the app: the read of /courses it sent. */
const sentByStartScript = (response: Promise<Response>) => {
  window.__puenteFirstRead = { path: '/courses', response };
};

describe('the read sent at start-up', () => {
  afterEach(() => {
    takeEarlyAnswer('/courses');
  });

  it('hands its answer, once arrived, to the first taker only', async () => {
    sentByStartScript(Promise.resolve(Response.json(COURSES)));
    startEarlyRead('/courses', 'es');
    await earlyReadSettled('/courses');
    expect(takeEarlyAnswer('/courses')).toEqual(COURSES);
    expect(takeEarlyAnswer('/courses')).toBeUndefined();
    const read = vi.fn(async () => []);
    await expect(takeEarlyRead('/courses', read)).resolves.toEqual([]);
    expect(read).toHaveBeenCalledOnce();
  });

  it('is waited for until it has answered; before that there is no answer to take', async () => {
    let answer: (response: Response) => void = () => undefined;
    sentByStartScript(new Promise((resolve) => (answer = resolve)));
    startEarlyRead('/courses/', 'es');
    let settled = false;
    const waiting = earlyReadSettled('/courses').then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(takeEarlyAnswer('/courses')).toBeUndefined();
    answer(Response.json(COURSES));
    await waiting;
    expect(takeEarlyAnswer('/courses')).toEqual(COURSES);
  });

  it('settles without an answer when refused, and the query asks again', async () => {
    sentByStartScript(Promise.resolve(new Response(null, { status: 401 })));
    startEarlyRead('/courses', 'es');
    await expect(earlyReadSettled('/courses')).resolves.toBeUndefined();
    expect(takeEarlyAnswer('/courses')).toBeUndefined();
    const read = vi.fn(async () => COURSES);
    await expect(takeEarlyRead('/courses', read)).resolves.toEqual(COURSES);
    expect(read).toHaveBeenCalledOnce();
  });

  it('is not waited for on a screen without one', async () => {
    startEarlyRead('/lessons/1', 'es');
    await expect(earlyReadSettled('/courses')).resolves.toBeUndefined();
    expect(takeEarlyAnswer('/courses')).toBeUndefined();
  });
});
