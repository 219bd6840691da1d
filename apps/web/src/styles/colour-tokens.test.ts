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

/** A set's tokens: the light set, with a dark block's own values over it; `var(--x)` read through the set. */
const tokensOf = (blockStart: string): Map<string, string> => {
  const start = global.indexOf(blockStart);
  const block = global.slice(start, global.indexOf('}', start));
  const own = [...block.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m): [string, string] => [m[1]!, (m[2] ?? '').trim()]);
  return new Map<string, string>([...[...defined].filter((entry): entry is [string, string] => entry[0] !== undefined), ...own]);
};
const colour = (tokens: Map<string, string>, name: string): string => {
  const value = tokens.get(name) ?? '';
  const ref = value.match(/^var\((--[a-z0-9-]+)\)$/);
  return ref ? colour(tokens, ref[1]!) : value;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the diary week’s tints', () => {
  // Text on each level's tint, as features/diary/diary.css pairs them: the numbers and the small 'acted' under them.
  const PAIRS = [
    ['--ink', '--sand-50'],
    ['--ink', '--level-1'],
    ['--ink', '--level-2'],
    ['--ink', '--level-3'],
    ['--on-level-4', '--level-4'],
    ['--on-accent', '--teal-600'],
  ] as const;

  for (const [set, blockStart] of [
    ['light', ':root {'],
    ['dark', ":root[data-theme='dark'] {"],
    ['dark (system)', ":root:not([data-theme='light']) {"],
  ] as const) {
    it(`keep their text at 4.5:1 or more (${set})`, () => {
      const tokens = tokensOf(blockStart);
      const low = PAIRS.map(([ink, tint]) => ({ ink, tint, ratio: Math.round(contrast(colour(tokens, ink), colour(tokens, tint)) * 100) / 100 })).filter(
        (pair) => pair.ratio < 4.5,
      );
      expect(low).toEqual([]);
    });
  }
});
