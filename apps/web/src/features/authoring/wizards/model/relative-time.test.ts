import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago in Spanish and English with the largest whole unit', () => {
    expect(relativeTime(ago(5 * 60), now, 'es')).toBe('hace 5 minutos');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 59 * 60), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), now, 'es')).toBe('ayer');
    expect(relativeTime(ago(24 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(400 * 24 * 3600), now, 'en')).toBe('last year');
  });

  it('reads an instant just now or in the future as now', () => {
    expect(relativeTime(ago(0), now, 'es')).toBe('ahora');
    expect(relativeTime(ago(-30), now, 'en')).toBe('now');
  });
});
