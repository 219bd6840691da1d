// The source files a module pulls in statically (import … from, export … from, bare imports), followed
// through relative and '@/' paths; dynamic import() and type-only imports are left out. lingui.config.ts
// puts the words of main.tsx's static imports — what every first visit loads — in the shell catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(webDir, 'src');

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?\bfrom\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(srcDir, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Paths relative to apps/web ('src/app/router.tsx' …), sorted, `entry` included. */
export function staticImports(entry = 'src/main.tsx') {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8').replace(/\bimport\(\s*['"][^'"]+['"]\s*\)/g, '');
    for (const m of code.matchAll(STATIC_IMPORT)) {
      const next = resolve(file, m[1] ?? m[2]);
      if (next) visit(next);
    }
  };
  visit(path.join(webDir, entry));
  return [...seen].map((f) => path.relative(webDir, f).split(path.sep).join('/')).sort();
}
