// What the first route downloads before any lazy route: the built index.html, the JS/CSS it names
// directly (script src, link modulepreload, link stylesheet) and the English message catalogue (loaded
// beside the entry before anything renders: its shell catalogue, decision 018), raw and gzipped, against the design doc's
// budget of 150 kB gzipped. Then each language's catalogue. Prints figures; exits non-zero only if the
// build fails.
//
//   node bench/first-route-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contractsDir, isStale, npmRun, webDir } from '../scripts/lib/project.mjs';

const BUDGET = 150_000; // bytes gzipped (DESIGN.md § Speed); kB here are 1000 bytes, as Vite prints them
const dist = path.join(webDir, 'dist');

// Only the web app (buildIfStale would also compile the CMS, which this does not need); the sources
// are the ones buildIfStale watches for the web app. npmRun exits with the build's code if it fails.
if (
  isStale(path.join(dist, 'index.html'), [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'public'),
    path.join(contractsDir, 'src'),
  ])
) {
  console.log('› building apps/web');
  npmRun('@steady/web', 'build');
}

// `sent`: what the server actually transfers to a browser that accepts Brotli: the build's .br copy
// (vite-plugin-compression2 / scripts/prerender.mjs) when there is one, else the file as it is.
const sizes = (file) => {
  const buf = fs.readFileSync(file);
  const sent = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : buf.length;
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, sent };
};
const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(9);

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// Vite writes the entry chunk as <script type="module" src>, its static imports as
// <link rel="modulepreload" href> and the entry CSS as <link rel="stylesheet" href>.
const refs = [];
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  const isScript = tag.startsWith('<script');
  const rel = /\brel=["']?([^"'\s>]+)/.exec(tag)?.[1];
  const url = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
  if (!url || /^(?:[a-z]+:)?\/\//i.test(url)) continue; // external URLs are not ours to count
  if (isScript || rel === 'modulepreload' || rel === 'stylesheet') refs.push(url);
}

// Catalogues are named messages-<locale>-<shell|screens>-<hash>.js (vite.config.ts); the first screen
// waits for the shell's only.
const assets = fs.readdirSync(path.join(dist, 'assets'));
const catalogues = assets.filter((f) => /^messages-[\w-]+-(shell|screens)-[\w-]+\.js$/.test(f) && !f.startsWith('messages-pseudo-'));
const english = catalogues.find((f) => f.startsWith('messages-en-shell-'));
if (!english) throw new Error('no English shell catalogue (assets/messages-en-shell-*.js) in the build');
refs.push(`/assets/${english}`);

const rows = [['index.html', sizes(path.join(dist, 'index.html'))], ...[...new Set(refs)].map((url) => [url, sizes(path.join(dist, url.replace(/^\//, '')))])];
const sum = (list, key) => list.reduce((n, [, s]) => n + s[key], 0);

console.log(`first route (apps/web/dist/index.html and what it references directly); kB = 1000 bytes, gzip level 9`);
console.log(`${'file'.padEnd(40)} ${'raw kB'.padStart(9)} ${'gzip kB'.padStart(9)} ${'sent (br) kB'.padStart(13)}`);
for (const [name, s] of rows) console.log(`${name.padEnd(40)} ${kB(s.raw)} ${kB(s.gzip)} ${kB(s.sent).padStart(13)}`);
const total = { raw: sum(rows, 'raw'), gzip: sum(rows, 'gzip'), sent: sum(rows, 'sent') };
const js = rows.filter(([name]) => name.endsWith('.js'));
console.log(`${'total'.padEnd(40)} ${kB(total.raw)} ${kB(total.gzip)} ${kB(total.sent).padStart(13)}`);
console.log(`${'  of which JS'.padEnd(40)} ${kB(sum(js, 'raw'))} ${kB(sum(js, 'gzip'))} ${kB(sum(js, 'sent')).padStart(13)}`);
const left = BUDGET - total.gzip;
console.log(
  `budget: ${(total.gzip / 1000).toFixed(1)} of ${BUDGET / 1000} kB gzipped (${((100 * total.gzip) / BUDGET).toFixed(0)}%), ` +
    (left >= 0 ? `${(left / 1000).toFixed(1)} kB left` : `${(-left / 1000).toFixed(1)} kB OVER`),
);

// Each language's catalogues: in another language, its shell takes the English one's place on the first route.
console.log("message catalogues (a person downloads their language's two: the shell with the first route, the screens beside it):");
for (const file of catalogues.sort()) {
  const s = sizes(path.join(dist, 'assets', file));
  console.log(`  ${file.replace(/-[\w-]{8}\.js$/, '').padEnd(22)} ${kB(s.raw)} raw ${kB(s.gzip)} gzip ${kB(s.sent)} br`);
}

// For context: every JS file in dist, lazy routes included.
const allJs = [];
const walk = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.js')) allJs.push([p, sizes(p)]);
  }
};
walk(dist);
console.log(
  `all JS in dist (${allJs.length} files, lazy routes included): ${(sum(allJs, 'raw') / 1000).toFixed(1)} kB raw, ${(sum(allJs, 'gzip') / 1000).toFixed(1)} kB gzipped`,
);
