// Stops the test run with one clear line when a browser the specs run is missing: Debian's Chromium headless
// shell (most specs) and Chromium (the media specs; e2e/support/browsers.ts). Browsers are never downloaded.
import { existsSync } from 'node:fs';

const browsers = [
  [
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    'chromium-headless-shell',
    'CHROMIUM_PATH',
  ],
  [process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium', 'chromium', 'CHROMIUM_FULL_PATH'],
];
const missing = browsers.filter(([file]) => !existsSync(file));
if (missing.length > 0) {
  const packages = missing.map(([, name]) => name).join(' ');
  const where = missing.map(([file, , variable]) => `${file} (or set ${variable})`).join(', ');
  console.error(`Browser not found at ${where}: install it with 'sudo apt-get install -y ${packages}'.`);
  process.exit(1);
}
