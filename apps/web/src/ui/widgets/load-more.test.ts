import { describe, expect, it } from 'vitest';
import { nearBottom } from './load-more';

describe('loading more on scroll', () => {
  it('asks for more within 350 px of the bottom', () => {
    expect(nearBottom({ scrollTop: 0, scrollHeight: 2000, clientHeight: 190 })).toBe(false);
    expect(nearBottom({ scrollTop: 1459, scrollHeight: 2000, clientHeight: 190 })).toBe(false);
    expect(nearBottom({ scrollTop: 1460, scrollHeight: 2000, clientHeight: 190 })).toBe(true);
    expect(nearBottom({ scrollTop: 0, scrollHeight: 300, clientHeight: 190 })).toBe(true);
  });
});
