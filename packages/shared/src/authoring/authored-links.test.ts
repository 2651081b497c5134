import { describe, expect, it } from 'vitest';
import { ZCarouselInput } from './carousel-resource.ts';
import { ZChapterInput } from './chapter-resource.ts';

const tricks = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
];

const slot = (resourceUrl: string) => ({
  carouselId: 'landing',
  title: { es: 'Enlace', en: 'Link' },
  resourceType: 'url',
  resourceUrl,
});

const lesson = (streamOrigin: string) => ({
  courseId: '0190a5b2-7c1e-7000-8000-000000000001',
  title: { es: 'Lección', en: 'Lesson' },
  viewMode: 'video',
  streamOrigin,
  body: 'Texto',
});

const fieldCodes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('authored links must stay on this site or use https', () => {
  it.each(tricks)('a carousel slot refuses %j', (url) => {
    expect(fieldCodes(ZCarouselInput.safeParse(slot(url)))).toEqual(['resourceUrl:invalid']);
  });

  it.each(tricks)("a lesson's stream refuses %j", (url) => {
    expect(fieldCodes(ZChapterInput.safeParse(lesson(url)))).toEqual(['streamOrigin:invalid']);
  });

  it.each(['/courses', 'https://example.com/x'])('a carousel slot accepts %j', (url) => {
    expect(ZCarouselInput.safeParse(slot(url)).success).toBe(true);
  });

  it.each(['/audio/en/lessons/a.mp3', 'https://example.com/v.mp4', '0190a5b2-7c1e-7000-8000-000000000001'])(
    "a lesson's stream accepts %j",
    (url) => {
      expect(ZChapterInput.safeParse(lesson(url)).success).toBe(true);
    },
  );
});
