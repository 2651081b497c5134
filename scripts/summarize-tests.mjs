// Adds up the JSON results of vitest and Playwright runs (a folder's *.json files, or the files named)
// and prints the ten slowest tests, each run's time and one closing line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const files = (args.length > 0 ? args : ['.tmp']).flatMap((arg) =>
  statSync(arg).isDirectory()
    ? readdirSync(arg)
        .filter((name) => name.endsWith('.json'))
        .map((name) => path.join(arg, name))
    : [arg],
);
let passed = 0;
let failed = 0;
const tests = [];
const lines = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
for (const file of files) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const name = path.basename(file);
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    const ends = report.testResults.map((result) => result.endTime ?? report.startTime);
    const wall = Math.max(report.startTime, ...ends) - report.startTime;
    lines.push(
      `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed in ${seconds(wall)}`,
    );
    for (const result of report.testResults) {
      const where = path.relative(process.cwd(), result.name);
      for (const test of result.assertionResults ?? [])
        tests.push({ ms: test.duration ?? 0, title: `${where} › ${test.fullName}` });
    }
  } else if (report.stats) {
    const ok = report.stats.expected ?? 0;
    const bad = (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
    passed += ok;
    failed += bad;
    lines.push(`${name}: ${ok} passed, ${bad} failed in ${seconds(report.stats.duration ?? 0)}`);
    const walk = (suite, titles) => {
      const here = suite.title ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          tests.push({
            ms: (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
            title: `[${test.projectName}] ${[...here, spec.title].join(' › ')}`,
          });
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  }
}
tests.sort((a, b) => b.ms - a.ms);
if (tests.length > 0) {
  console.log('Slowest tests:');
  for (const test of tests.slice(0, 10)) console.log(`  ${seconds(test.ms).padStart(7)}  ${test.title}`);
}
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
