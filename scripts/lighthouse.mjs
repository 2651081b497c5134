// Lighthouse (mobile, simulated throttling) on / and /login, and signed in as the demo student on /courses,
// /dictionary and a lesson page (`/lessons/:courseId/:lessonId`, the first lesson of the first course; `--page
// /lesson` names it).
//
//   npm run lighthouse                          builds nothing: starts the built app on a fresh data folder
//   npm run lighthouse -- --url http://localhost:3000   measures an app that is already running
//   npm run lighthouse -- --page /courses --runs 3       measures only the pages named (repeatable)
//
// Prints the performance score, LCP, TBT, CLS and the JavaScript transferred per run (and each figure's
// median over the runs), writes the figures to .tmp/lighthouse.json and each run's whole Lighthouse
// report to .tmp/lighthouse-reports/<page>-<run>.json. Chromium: CHROME_PATH, else /usr/bin/chromium (the full browser).
//
// The CPU slowdown is Lighthouse's default, 4×; `--cpu-slowdown N` sets another (decision 0180). Each run
// prints the benchmark index Lighthouse measured on the host: at 4× the figures depend on the host's speed.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '3199' },
    user: { type: 'string', default: 'estudiante@demo.puente.test' },
    password: { type: 'string', default: 'Puente2026!' },
    runs: { type: 'string', default: '1' },
    page: { type: 'string', multiple: true },
    'cpu-slowdown': { type: 'string' },
  },
});
const cpuSlowdown = Number(args['cpu-slowdown'] ?? throttling.mobileSlow4G.cpuSlowdownMultiplier);
if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown: a number, 1 or more');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const allPages = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/courses', signedIn: true },
  { path: '/dictionary', signedIn: true },
  // Its address is found once signed in (lessonPath).
  { path: '/lesson', signedIn: true },
];
const pages = args.page ? allPages.filter((page) => args.page.includes(page.path)) : allPages;
if (pages.length === 0) throw new Error(`--page: one of ${allPages.map((page) => page.path).join(', ')}`);

async function waitForHealth(base, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 120 s');
}

/** Starts the built app (apps/web/dist) on a fresh data folder; returns its address and a stop(). */
async function startApp() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'puente-lighthouse-'));
  // As root the embedded PostgreSQL runs as the user "postgres", which must reach the folder.
  chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: args.port, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A fresh data folder imports the dictionary in the background after the start (about 10 s of CPU):
  // the pages are measured once it is in, as the bench measures (a first page measured during it showed
  // an LCP of 2.1 s instead of 1.0 s).
  let startLog = '';
  const imported = new Promise((resolve) => {
    server.stdout.on('data', (chunk) => {
      startLog = (startLog + chunk.toString('utf8')).slice(-4096);
      if (/"msg":"dictionary (imported|import failed)"/.test(startLog)) resolve();
    });
  });
  const base = `http://localhost:${args.port}`;
  await waitForHealth(base, server);
  await Promise.race([imported, new Promise((resolve) => setTimeout(resolve, 120_000))]);
  return {
    base,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie the web app reads at start-up, for a login through the API. */
async function sessionCookie(base) {
  const response = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.user, password: args.password }),
  });
  if (!response.ok) throw new Error(`login as ${args.user} answered ${response.status}`);
  const login = await response.json();
  const stored = {
    sid: login.userId,
    preferred_name: `${login.firstName} ${login.lastName}`.trim(),
    access_token: login.tokenId,
    scopes: login.roleName,
    master: login.isMasterUser,
    tutor: login.isTutor,
    locale: login.preferredLocale,
    remember_me: false,
    active: login.isActive,
    balance: login.balance,
    delinquentAmount: login.delinquentAmount,
    installment: login.installment,
    lateCharges: login.lateCharges,
    lastPaymentDate: login.lastPaymentDate,
    nextPaymentDate: login.nextPaymentDate,
  };
  return { name: 'puente_session', value: encodeURIComponent(JSON.stringify(stored)), sameSite: 'Strict' };
}

/** The address of the first lesson of the user's first course, read through the API as the user. */
async function lessonPath(base, cookie) {
  const token = JSON.parse(decodeURIComponent(cookie.value)).access_token;
  const read = async (apiPath) => {
    const response = await fetch(`${base}/api${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
    return response.json();
  };
  const [course] = await read('/courses');
  if (!course) throw new Error(`${args.user} has no course`);
  const [lesson] = (await read(`/courses/${course.id}`)).lessons;
  if (!lesson) throw new Error(`the course ${course.id} has no lesson`);
  return `/lessons/${course.id}/${lesson.id}`;
}

/** One Lighthouse run in a fresh browser (empty cache); a signed-in page gets the session cookie first. */
async function measure(url, cookie, cpuSlowdownMultiplier) {
  const browser = await puppeteer.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const page = await browser.newPage();
    if (cookie) await browser.setCookie({ ...cookie, url });
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
        // Keeps the session cookie; the browser is new, so its cache is empty anyway.
        disableStorageReset: Boolean(cookie),
      },
      undefined,
      page,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    const summary = {
      url,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      jsTransferKb: Number(
        (scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1),
      ),
      jsFiles: scripts.length,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
        score: item.score,
        element: item.node?.snippet,
      })),
      runWarnings: lhr.runWarnings,
    };
    return { summary, lhr };
  } finally {
    await browser.close();
  }
}

const app = args.url ? { base: args.url.replace(/\/$/, ''), stop: async () => undefined } : await startApp();
try {
  const cookie = pages.some((page) => page.signedIn) ? await sessionCookie(app.base) : null;
  const results = [];
  const reportDir = path.join(root, '.tmp', 'lighthouse-reports');
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  for (const page of pages) {
    for (let run = 0; run < Number(args.runs); run += 1) {
      const url = `${app.base}${page.path === '/lesson' ? await lessonPath(app.base, cookie) : page.path}`;
      // A trace that Lighthouse fails to record (NO_NAVSTART, NO_FCP…) is measured once more.
      const measureOnce = () => measure(url, page.signedIn ? cookie : null, cpuSlowdown);
      const { summary, lhr } = await measureOnce().catch((error) => {
        console.warn(`retrying: ${error.message}`);
        return measureOnce();
      });
      results.push({ page: page.path, ...summary });
      const name = page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(path.join(reportDir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
    }
  }
  const row = (label, r) =>
    `${label.padEnd(12)} ${String(r.score).padStart(6)} ${String(r.fcpMs).padStart(8)} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(8)} ${r.cls.toFixed(3).padStart(7)}`;
  // The machine's load: Lighthouse's figures move with it (other work competes for the cores).
  console.log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `CPU slowdown ${cpuSlowdown}×${args['cpu-slowdown'] ? ' (--cpu-slowdown)' : " (Lighthouse's default)"}`,
  );
  console.log('page          score   FCP ms   LCP ms   TBT ms     CLS   JS KB (files)   index');
  for (const r of results) {
    console.log(`${row(r.page, r)}   ${`${r.jsTransferKb} (${r.jsFiles})`.padEnd(13)}   ${r.benchmarkIndex}`);
    for (const warning of r.runWarnings) console.log(`  warning: ${warning}`);
  }
  if (Number(args.runs) > 1) {
    // The median of each figure on its own (so a row need not be one of the runs).
    const median = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    };
    console.log('median');
    for (const page of pages) {
      const runs = results.filter((r) => r.page === page.path);
      const figures = Object.fromEntries(
        ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsTransferKb'].map((key) => [
          key,
          median(runs.map((r) => r[key])),
        ]),
      );
      console.log(`${row(page.path, figures)}   ${figures.jsTransferKb}`);
    }
  }
  writeFileSync(
    path.join(root, '.tmp', 'lighthouse.json'),
    `${JSON.stringify({ cpuSlowdown, results }, null, 2)}\n`,
  );
} finally {
  await app.stop();
}
