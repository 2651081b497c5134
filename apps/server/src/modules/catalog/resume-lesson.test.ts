import { describe, expect, it } from 'vitest';
import { type LessonProgress, resumeLessonId } from './resume-lesson.ts';

const lessons = ['l1', 'l2', 'l3', 'l4'].map((id) => ({ id }));
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));
const row = (chapterId: string, viewed: number, completed: number | null = null): LessonProgress => ({
  chapterId,
  lastViewedAt: at(viewed),
  completedAt: completed === null ? null : at(completed),
});

describe('resumeLessonId', () => {
  it('is null before any lesson is opened', () => {
    expect(resumeLessonId(lessons, [])).toBeNull();
  });

  it('with none completed, is the lesson being read', () => {
    expect(resumeLessonId(lessons, [row('l1', 1), row('l2', 5)])).toBe('l2');
  });

  it('goes forward: after completing lesson 3, the next is lesson 4, even when lesson 3 is read again', () => {
    const done = [row('l1', 1, 2), row('l2', 3, 4), row('l3', 5, 6)];
    expect(resumeLessonId(lessons, done)).toBe('l4');
    // Re-reading finished lessons (viewed later) moves nothing.
    expect(resumeLessonId(lessons, [row('l1', 9, 2), row('l2', 3, 4), row('l3', 10, 6)])).toBe('l4');
  });

  it('follows the lesson completed last, and past the end goes back to the first unfinished one', () => {
    // Lesson 4 completed, then lesson 1: the next unfinished after lesson 1 is lesson 2.
    expect(resumeLessonId(lessons, [row('l4', 1, 2), row('l1', 3, 4)])).toBe('l2');
    // The last lesson completed last: back to the first unfinished one, lesson 2.
    expect(resumeLessonId(lessons, [row('l1', 1, 2), row('l3', 3, 4), row('l4', 5, 6)])).toBe('l2');
  });

  it('is null when every lesson is done', () => {
    const all = lessons.map((lesson, i) => row(lesson.id, 2 * i, 2 * i + 1));
    expect(resumeLessonId(lessons, all)).toBeNull();
  });
});
