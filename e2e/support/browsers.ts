/**
 * The browsers the specs run (decision 0132), both Debian packages, never downloaded. Specs run Chromium's
 * headless shell (`chromium-headless-shell`): on two cores it takes half the CPU of the full browser's
 * headless mode. A spec that plays media runs the full browser (`chromium`): in the shell a lesson's
 * audio stops advancing after a reload, where the full browser plays it as people's browsers do.
 */
export const headlessShell = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const fullChromium = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
