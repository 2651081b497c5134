import { describe, expect, it } from 'vitest';
import { embedUrl, mediaSource } from './media-source';

describe('mediaSource', () => {
  it('embeds YouTube and Vimeo pages in their privacy-friendly players', () => {
    expect(mediaSource('video', 'https://www.youtube.com/watch?v=abc_DEF-123')).toEqual({
      kind: 'embed',
      url: 'https://www.youtube-nocookie.com/embed/abc_DEF-123',
    });
    expect(embedUrl('https://youtu.be/xyz987')).toBe('https://www.youtube-nocookie.com/embed/xyz987');
    expect(embedUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456');
    expect(embedUrl('http://www.youtube.com/watch?v=abc')).toBeNull();
    expect(embedUrl('not a url')).toBeNull();
  });

  it('plays files with the HTML5 players, and reads an audio lesson aloud without a file', () => {
    expect(mediaSource('video', '/media/a1-greetings.mp4')).toEqual({
      kind: 'video',
      url: '/media/a1-greetings.mp4',
    });
    expect(mediaSource('audio', 'https://cdn.example.org/a.mp3')).toEqual({
      kind: 'audio',
      url: 'https://cdn.example.org/a.mp3',
    });
    expect(mediaSource('audio', '')).toEqual({ kind: 'speech' });
    expect(mediaSource('reading', 'https://youtu.be/x')).toEqual({ kind: 'reading' });
  });
});
