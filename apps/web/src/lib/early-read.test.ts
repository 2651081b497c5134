import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const courses = [{ id: 'c1', title: 'A1' }];
let earlyRead: typeof import('./early-read');

/** A start-up read of /courses whose answer the test gives (`answer`) or refuses (`refuse`). */
function startRead() {
  let answer!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  window.__puenteFirstRead = { path: '/courses', response };
  const settled = earlyRead.startEarlyRead('/courses', 'es');
  return {
    settled,
    answer: () => answer(new Response(JSON.stringify(courses), { status: 200 })),
    refuse: () => answer(new Response('{}', { status: 401 })),
  };
}

beforeEach(async () => {
  vi.resetModules();
  earlyRead = await import('./early-read');
});
afterEach(() => {
  window.__puenteFirstRead = undefined;
});

describe('a start-up read', () => {
  it('gives its answer to a first render that comes after it, once', async () => {
    const read = startRead();
    expect(earlyRead.takeArrivedEarlyRead('/courses')).toBeUndefined();
    read.answer();
    await read.settled;
    expect(earlyRead.takeArrivedEarlyRead('/courses')).toEqual(courses);
    expect(earlyRead.takeArrivedEarlyRead('/courses')).toBeUndefined();
    // Taken: the screen's query reads the API itself from then on.
    const again = vi.fn(async () => []);
    await expect(earlyRead.takeEarlyRead('/courses', again)).resolves.toEqual([]);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('is waited for by a query that starts before it has come, without a second request', async () => {
    const read = startRead();
    const again = vi.fn(async () => []);
    const taken = earlyRead.takeEarlyRead('/courses', again);
    read.answer();
    await expect(taken).resolves.toEqual(courses);
    expect(again).not.toHaveBeenCalled();
    expect(earlyRead.takeArrivedEarlyRead('/courses')).toBeUndefined();
  });

  it('gives nothing to the first render when it was refused, and the query asks again', async () => {
    const read = startRead();
    read.refuse();
    // The start waits for the read, answered or refused (it never rejects).
    await expect(read.settled).resolves.toBeUndefined();
    expect(earlyRead.takeArrivedEarlyRead('/courses')).toBeUndefined();
    const again = vi.fn(async () => courses);
    await expect(earlyRead.takeEarlyRead('/courses', again)).resolves.toEqual(courses);
    expect(again).toHaveBeenCalledTimes(1);
  });
});

/** The answers a page the server drew carries (apps/server/src/plugins/signed-in-page.ts). */
function inlineReads(reads: Record<string, unknown>) {
  const inlined = document.createElement('script');
  inlined.type = 'application/json';
  inlined.id = 'puente-first-reads';
  inlined.textContent = JSON.stringify(reads);
  document.head.append(inlined);
}

describe('a page the server drew', () => {
  it('gives the inlined answer to the first render, without any request, and reads it once', async () => {
    inlineReads({ '/courses': courses });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await earlyRead.startEarlyRead('/courses', 'es');
    expect(earlyRead.takeArrivedEarlyRead('/courses')).toEqual(courses);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.getElementById('puente-first-reads')).toBeNull();
    fetchSpy.mockRestore();
  });

  it("gives a lesson's inlined answer to that lesson's first render, where no start-up read is sent", async () => {
    const lesson = { id: 'l1', title: { es: 'Saludos', en: 'Greetings' } };
    inlineReads({ '/chapters/l1': lesson });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await earlyRead.startEarlyRead('/lessons/c1/l1', 'es');
    expect(earlyRead.takeArrivedEarlyRead('/chapters/l1')).toEqual(lesson);
    expect(earlyRead.takeArrivedEarlyRead('/chapters/l1')).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.getElementById('puente-first-reads')).toBeNull();
    fetchSpy.mockRestore();
  });
});
