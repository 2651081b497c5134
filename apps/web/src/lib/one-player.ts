/**
 * One sound at a time: a lesson's audio or video, a word's recording, the browser reading aloud and the
 * MP3 course never play over each other. Whatever starts, the rest pauses (or stops).
 */
const detachedPlayers = new Set<HTMLMediaElement>();
const stoppers = new Set<() => void>();

/** Something else that sounds and is stopped when a player starts (the browser's speech). */
export function addSoundStopper(stop: () => void): void {
  stoppers.add(stop);
}

/** Pauses every player of the page and the detached ones (word recordings) but `current`. */
export function pauseOtherPlayers(current: HTMLMediaElement | null): void {
  const players = [...document.querySelectorAll<HTMLMediaElement>('audio, video'), ...detachedPlayers];
  for (const player of players) {
    if (player !== current && !player.paused) player.pause();
  }
}

/** A player not in the page (`new Audio()`): it is paused when another starts, and pauses the rest. */
export function startDetachedPlayer(player: HTMLMediaElement): void {
  detachedPlayers.clear();
  detachedPlayers.add(player);
  pauseOtherPlayers(player);
}

let listening: Document | null = null;

/**
 * Listens to the page's players: one starting pauses the others and stops the speech. Called by each
 * module that plays sound (lessons, the MP3 course, speech) as it loads; listens once.
 */
export function keepOnePlayerAtATime(target: Document | undefined = globalThis.document): () => void {
  if (!target || listening === target) return () => {};
  listening = target;
  const onPlay = (event: Event) => {
    if (!(event.target instanceof HTMLMediaElement)) return;
    pauseOtherPlayers(event.target);
    for (const stop of stoppers) stop();
  };
  // `play` does not bubble: it is heard on its way down.
  target.addEventListener('play', onPlay, true);
  return () => {
    target.removeEventListener('play', onPlay, true);
    listening = null;
  };
}
