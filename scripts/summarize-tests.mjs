// Adds up the JSON results of every vitest and Playwright run in a folder and prints one closing line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp';
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    const ok = report.stats.expected ?? 0;
    const bad = (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
    passed += ok;
    failed += bad;
    console.log(`${file}: ${ok} passed, ${bad} failed`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
