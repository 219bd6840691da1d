// Lighthouse 12 (mobile form factor, simulated throttling — Lighthouse's defaults) on the screens of
// issue 10, against the built app on its embedded default, in Debian's Chromium. Prints performance and
// accessibility scores (median of --runs), first contentful paint, largest contentful paint and the
// bytes transferred for each screen. Signed-in screens get a fresh account's token in localStorage
// (as 'Remember me' keeps it); every run starts with an empty HTTP cache and no service worker.
//
//   node bench/lighthouse.mjs [--runs 3] [--only /pages/contact] [--save DIR]
// --save writes each run's full report (JSON) into DIR, to see which requests and tasks a figure comes from.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildIfStale } from '../scripts/lib/project.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || (process.argv.includes('--runs') ? 1 : 3);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const saveDir = process.argv.includes('--save') ? path.resolve(process.argv[process.argv.indexOf('--save') + 1]) : undefined;
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

await buildIfStale({ admin: false });

// The same server the browser tests use (fresh SQLite, seeded, sandbox payments), on a free port.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(here, '..', 'e2e', 'serve.mjs')], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stopServer);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
const deadline = Date.now() + 180_000;
for (;;) {
  try {
    if ((await fetch(`${origin}/_health`)).status === 204) break;
  } catch {
    /* not listening yet */
  }
  if (Date.now() > deadline) throw new Error('the app was not healthy within 180 s');
  await sleep(300);
}

const register = await fetch(`${origin}/api/auth/local/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: `bench${Date.now()}`, email: `bench${Date.now()}@steady.example`, password: 'BenchPass1!' }),
});
if (!register.ok) throw new Error(`sign-up failed: ${register.status} ${await register.text()}`);
const { jwt } = await register.json();

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const allScreens = [
  { name: '/', url: '/' },
  { name: '/Login', url: '/Login' },
  { name: '/pages/contact', url: '/pages/contact' },
  { name: 'Home (signed in)', url: '/', token: true },
  { name: 'skill (signed in)', url: '/skills/box-breathing', token: true },
];
// --only NAME: one screen (as printed), for a quicker look while working on it.
const screens = only ? allScreens.filter((s) => s.name === only) : allScreens;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

/** Empty HTTP cache, no service worker or Cache Storage; localStorage holds the token only when asked. */
async function prepare(page, token) {
  const cdp = await page.createCDPSession();
  await page.goto(`${origin}/favicon.svg`);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  if (token) await page.evaluate((t) => globalThis.localStorage.setItem('steady.jwt', t), jwt);
  await cdp.detach();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const screen of screens) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const page = await browser.newPage();
    await prepare(page, screen.token);
    const { lhr } = await lighthouse(
      `${origin}${screen.url}`,
      { logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
      undefined,
      page,
    );
    if (saveDir) fs.writeFileSync(path.join(saveDir, `${screen.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${i + 1}.json`), JSON.stringify(lhr));
    results.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      bytes: lhr.audits['total-byte-weight'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      finalUrl: lhr.finalDisplayedUrl,
    });
    await page.close();
  }
  const pick = (key) => median(results.map((r) => r[key]));
  rows.push({
    name: screen.name,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    bytes: pick('bytes'),
    finalUrl: results[0].finalUrl,
  });
}
await browser.disconnect();
await chrome.kill();

console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated throttling), ${chromePath}, median of ${runs} run(s)`,
);
console.log(
  `${'screen'.padEnd(20)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'FCP s'.padStart(7)} ${'LCP s'.padStart(7)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)} ${'transferred kB'.padStart(15)}  final URL`,
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(20)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${(r.fcp / 1000).toFixed(2).padStart(7)} ${(r.lcp / 1000).toFixed(2).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${String(Math.round(r.tbt)).padStart(7)} ${(r.bytes / 1000).toFixed(1).padStart(15)}  ${r.finalUrl.replace(origin, '')}`,
  );
}
const below = rows.filter((r) => r.performance < 95 || r.accessibility < 100);
console.log(
  below.length
    ? `below the bar (performance ≥ 95, accessibility 100): ${below.map((r) => r.name).join(', ')}`
    : 'every screen meets performance ≥ 95 and accessibility 100',
);
process.exit(0);
