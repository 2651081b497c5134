import { describe, expect, it } from 'vitest';
import { createDataCache, type DataChange } from './data-cache.ts';

/** A source of changes the test drives by hand. */
function fakeSource(live = true) {
  const handlers: ((change: DataChange) => void)[] = [];
  return {
    live,
    subscribe: (handler: (change: DataChange) => void) => void handlers.push(handler),
    emit: (change: DataChange) => {
      for (const handler of handlers) handler(change);
    },
  };
}

/** A load that counts its calls and resolves when told. */
function controlledLoad() {
  let calls = 0;
  const resolvers: ((value: string) => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    load: () => {
      calls++;
      return new Promise<string>((resolve) => resolvers.push(resolve));
    },
    resolve: (index: number, value: string) => resolvers[index]!(value),
  };
}

describe('createDataCache', () => {
  const tags = ['learner:u1', 'content:t1'];

  it('peeks at a kept value without loading; nothing while loading, after a change or when not live', async () => {
    const cache = createDataCache({ ttlMs: 60_000 });
    const source = fakeSource();
    expect(cache.peek('k')).toBeUndefined();
    cache.connect(source);
    const pending = controlledLoad();
    const loading = cache.get('k', tags, pending.load);
    expect(cache.peek('k')).toBeUndefined();
    pending.resolve(0, 'v1');
    await loading;
    expect(cache.peek('k')).toBe('v1');
    expect(pending.calls).toBe(1);
    source.emit({ kind: 'learner', id: 'u1' });
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', tags, async () => 'v2');
    source.live = false;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps a value until a change to one of its tags, then loads again', async () => {
    const cache = createDataCache({ ttlMs: 60_000 });
    const source = fakeSource();
    cache.connect(source);
    let n = 0;
    const load = async () => `v${++n}`;
    expect(await cache.get('k', tags, load)).toBe('v1');
    expect(await cache.get('k', tags, load)).toBe('v1');
    source.emit({ kind: 'learner', id: 'u2' });
    expect(await cache.get('k', tags, load)).toBe('v1');
    source.emit({ kind: 'learner', id: 'u1' });
    expect(await cache.get('k', tags, load)).toBe('v2');
    source.emit({ kind: 'user', id: 'u1' });
    expect(await cache.get('k', tags, load)).toBe('v3');
    cache.invalidate({ kind: 'content', id: 't1' });
    expect(await cache.get('k', tags, load)).toBe('v4');
    source.emit({ kind: 'all' });
    expect(await cache.get('k', tags, load)).toBe('v5');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createDataCache({ ttlMs: 60_000 });
    cache.connect(fakeSource());
    const loads = controlledLoad();
    const first = cache.get('k', tags, loads.load);
    const second = cache.get('k', tags, loads.load);
    loads.resolve(0, 'v1');
    expect(await Promise.all([first, second])).toEqual(['v1', 'v1']);
    expect(loads.calls).toBe(1);
  });

  it('answers a load a change overtook, keeps nothing of it, and never lets a later request join it', async () => {
    const cache = createDataCache({ ttlMs: 60_000 });
    cache.connect(fakeSource());
    const loads = controlledLoad();
    const before = cache.get('k', tags, loads.load);
    cache.invalidate({ kind: 'learner', id: 'u1' });
    const after = cache.get('k', tags, loads.load);
    expect(loads.calls).toBe(2);
    loads.resolve(0, 'old');
    loads.resolve(1, 'new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', tags, loads.load)).toBe('new');
    expect(loads.calls).toBe(2);
  });

  it('reads every time while the source is not live, or with a lifetime of 0', async () => {
    for (const [ttlMs, live] of [
      [60_000, false],
      [0, true],
    ] as const) {
      const cache = createDataCache({ ttlMs });
      cache.connect(fakeSource(live));
      let n = 0;
      const load = async () => `v${++n}`;
      expect(await cache.get('k', tags, load)).toBe('v1');
      expect(await cache.get('k', tags, load)).toBe('v2');
    }
  });

  it('does not keep a failed load', async () => {
    const cache = createDataCache({ ttlMs: 60_000 });
    cache.connect(fakeSource());
    await expect(cache.get('k', tags, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', tags, async () => 'ok')).toBe('ok');
  });

  it('counts hits and misses per cache, named by the key before its first colon', async () => {
    const cache = createDataCache({ ttlMs: 60_000 });
    await cache.get('courses:t1:u1', tags, async () => 'off'); // not connected: not counted
    expect(cache.counts().size).toBe(0);
    cache.connect(fakeSource());
    await cache.get('courses:t1:u1', tags, async () => 'a');
    await cache.get('courses:t1:u1', tags, async () => 'b');
    await cache.get('courses:t1:u2', tags, async () => 'c');
    expect(cache.peek('account:t1:a1')).toBeUndefined();
    await cache.get('account:t1:a1', tags, async () => 'd');
    expect(cache.peek('account:t1:a1')).toBe('d');
    expect(Object.fromEntries(cache.counts())).toEqual({
      courses: { hits: 1, misses: 2 },
      account: { hits: 1, misses: 1 },
    });
  });
});
