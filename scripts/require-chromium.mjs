// Stops the test run with one clear line when Debian's Chromium is missing (browsers are never downloaded).
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
