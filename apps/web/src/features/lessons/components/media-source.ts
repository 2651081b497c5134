import type { TViewMode } from '@puente/shared';

/** How a lesson is played: an embedded video page, a media file, the transcript read aloud, or text only. */
export type MediaSource =
  | { kind: 'embed'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'audio'; url: string }
  | { kind: 'speech' }
  | { kind: 'reading' };

const youtubeId = (url: URL): string | null => {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1) || null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return url.searchParams.get('v');
    const match = /^\/(embed|shorts|live)\/([\w-]+)/.exec(url.pathname);
    return match?.[2] ?? null;
  }
  return null;
};

const vimeoId = (url: URL): string | null => {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return /^\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  if (host === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  return null;
};

/** The embeddable player address of a YouTube or Vimeo page, or null for any other address. */
export function embedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const youtube = youtubeId(url);
  if (youtube && /^[\w-]+$/.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}

/** Chooses the player of a lesson from its view mode and stream origin. */
export function mediaSource(viewMode: TViewMode, streamOrigin: string): MediaSource {
  const origin = streamOrigin.trim();
  if (viewMode === 'reading') return { kind: 'reading' };
  if (viewMode === 'audio') return origin ? { kind: 'audio', url: origin } : { kind: 'speech' };
  if (!origin) return { kind: 'reading' };
  const embed = embedUrl(origin);
  return embed ? { kind: 'embed', url: embed } : { kind: 'video', url: origin };
}
