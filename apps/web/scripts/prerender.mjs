// Writes the prerendered public screens into dist/prerender/ after `vite build` (issue 10): an SSR build
// of src/app/prerender.tsx renders each path; its HTML goes into the built index.html's #root. The CMS
// serves these files for exactly those paths (apps/cms/src/middlewares/web-app.ts, by manifest.json);
// every other path keeps the empty shell, dist/index.html.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const ssrOut = path.join(webDir, '.tmp', 'prerender');

await build({
  root: webDir,
  logLevel: 'warn',
  configFile: path.join(webDir, 'vite.config.ts'),
  // Bundle every dependency, so `dedupe` gives them all this app's React 19 (the repo root holds
  // React 18 for Strapi's admin, which Node's own resolution would find).
  ssr: { noExternal: true },
  build: { ssr: 'src/app/prerender.tsx', outDir: ssrOut, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
});
const { prerender, PRERENDERED_PATHS, ROUTE_MODULES } = await import(pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href);

// Vite's manifest of the browser build: for a lazy route module, its chunk, the chunks it imports
// and all their CSS.
const viteManifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(viteManifest).find((k) => viteManifest[k].isEntry);
const ENGLISH_SHELL_WORDS = 'src/locales/en/shell.po';
const ENGLISH_SCREEN_WORDS = 'src/locales/en/screens.po';
const mainChunks = new Set([entryKey, ...(viteManifest[entryKey].imports ?? [])]);
/**
 * A route module's key in the manifest: its path, or — when Rollup made its chunk a shared one too (a lazy
 * part of the screen imports from it) — the one dynamic entry named after the file.
 */
const manifestKey = (modulePath) => {
  if (viteManifest[modulePath]) return modulePath;
  const name = path.basename(modulePath, path.extname(modulePath));
  const keys = Object.keys(viteManifest).filter((k) => viteManifest[k].isDynamicEntry && !viteManifest[k].src && viteManifest[k].name === name);
  if (keys.length !== 1) throw new Error(`prerender: ${modulePath} is not in Vite's manifest`);
  return keys[0];
};
const routeAssets = (modulePath) => {
  const moduleKey = modulePath && manifestKey(modulePath);
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (mainChunks.has(key) || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // Every screen hydrates once the shell's English words are here: asked for with the page, not after the main script.
  visit(ENGLISH_SHELL_WORDS);
  if (moduleKey) {
    visit(moduleKey);
    // A lazy screen renders (and hydrates) only with the screens' English words (lib/i18n/activate-locale):
    // fetched beside its code rather than after it, so the form is usable sooner.
    visit(ENGLISH_SCREEN_WORDS);
  }
  return { css: [...css], js: [...js] };
};
// The code and words a screen hydrates with are asked for once the page has painted (index.html's
// after-first-paint script adds these preloads then): the prerendered HTML and the CSS paint alone, and
// the screen's chunks still download beside the main script rather than after it. As plain head links
// they put first paint 0.7 s later in Lighthouse's slow-4G model (Sign in has fifteen chunks).
const headLinks = ({ css, js }) =>
  [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<template id="after-first-paint">${js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')}</template>`,
  ].join('');

const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: dist/index.html has no empty <div id="root"></div>');

const outDir = path.join(dist, 'prerender');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const manifest = {};
for (const route of PRERENDERED_PATHS) {
  const markup = await prerender(route);
  const file = `${route === '/' ? 'index' : route.slice(1).replace(/[^A-Za-z0-9-]+/g, '_')}.html`;
  const html = shell
    .replace('</head>', `${headLinks(routeAssets(ROUTE_MODULES[route]))}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${markup}</div>`);
  fs.writeFileSync(path.join(outDir, file), html);
  // Served as they are, like the other build assets (vite-plugin-compression2 ran before this step).
  fs.writeFileSync(path.join(outDir, `${file}.br`), zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(path.join(outDir, `${file}.gz`), zlib.gzipSync(html, { level: 9 }));
  manifest[route] = file;
  console.log(`  prerendered ${route.padEnd(18)} ${(Buffer.byteLength(html) / 1000).toFixed(1)} kB → dist/prerender/${file}`);
}
fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
