import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The colour tokens (issue 12.10): every `var(--name)` a stylesheet uses has a value in the light set
 * (the first `:root` block), and no token is defined as itself — `--x: var(--x)` is a cycle, which CSS
 * treats as unset, so the colour silently vanishes (a hover once turned a red button white on white).
 */
const srcDir = path.resolve(__dirname, '..');
const cssFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? cssFiles(p) : e.name.endsWith('.css') ? [p] : [];
  });

const global = fs.readFileSync(path.join(srcDir, 'styles', 'global.css'), 'utf8');
const lightBlock = global.slice(global.indexOf(':root {'), global.indexOf('}', global.indexOf(':root {')));
const defined = new Map([...lightBlock.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], (m[2] ?? '').trim()]));

describe('colour tokens', () => {
  it('the light set defines no token as itself', () => {
    const cycles = [...global.matchAll(/(--[a-z0-9-]+)\s*:\s*var\((--[a-z0-9-]+)\)\s*;/g)].filter((m) => m[1] === m[2]).map((m) => m[1]);
    expect(cycles).toEqual([]);
  });

  it('every token a stylesheet uses has a light value', () => {
    const files = cssFiles(srcDir).map((f) => fs.readFileSync(f, 'utf8'));
    const used = new Set(files.flatMap((css) => [...css.matchAll(/var\((--[a-z0-9-]+)\)/g)].map((m) => m[1])));
    // A component's own variables (set in its stylesheet, or inline like rating-scale's --options) are not tokens.
    const local = new Set([...files.filter((css) => css !== global).flatMap((css) => [...css.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1])), '--options']);
    const missing = [...used].filter((name) => !defined.has(name) && !local.has(name));
    expect(missing).toEqual([]);
  });
});
