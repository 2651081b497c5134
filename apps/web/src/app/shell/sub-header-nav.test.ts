import { describe, expect, it } from 'vitest';
import { isInSection } from './sub-header-nav';

describe('isInSection', () => {
  it('highlights Courses on a course and on its lessons, and nothing else', () => {
    const courses = ['/courses', '/lessons'];
    expect(isInSection('/courses', courses)).toBe(true);
    expect(isInSection('/lessons/0190f3a2-0000-7000-8000-000000000000', courses)).toBe(true);
    expect(isInSection('/lessonsx', courses)).toBe(false);
    expect(isInSection('/exercises', courses)).toBe(false);
  });
});
