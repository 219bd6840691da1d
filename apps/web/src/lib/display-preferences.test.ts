import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTextSize, setTheme, storedTextSize, storedTheme, THEME_COLORS } from './display-preferences';

const html = document.documentElement;

/** The inline script of index.html that applies the stored choices before first paint. */
const inlineScript = () => {
  const source = fs.readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  const script = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((s) => s?.includes('steady.theme'));
  if (!script) throw new Error('index.html has no theme script');
  return script;
};

const addMetas = () => {
  for (const scheme of ['light', 'dark'] as const) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.media = `(prefers-color-scheme: ${scheme})`;
    meta.content = THEME_COLORS[scheme];
    document.head.append(meta);
  }
};
const metaColors = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);

describe('display preferences', () => {
  beforeEach(addMetas);
  afterEach(() => {
    localStorage.clear();
    delete html.dataset.theme;
    delete html.dataset.textSize;
    document.head.querySelectorAll('meta[name="theme-color"]').forEach((m) => m.remove());
  });

  it('defaults to following the system at 100 %', () => {
    expect(storedTheme()).toBe('system');
    expect(storedTextSize()).toBe('100');
    localStorage.setItem('steady.theme', 'purple');
    localStorage.setItem('steady.textSize', '900');
    expect(storedTheme()).toBe('system');
    expect(storedTextSize()).toBe('100');
  });

  it('applies and remembers a theme, and System hands the choice back to the OS', () => {
    setTheme('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(storedTheme()).toBe('dark');
    expect(metaColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    setTheme('system');
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(storedTheme()).toBe('system');
    expect(metaColors()).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });

  it('applies and remembers a text size', () => {
    setTextSize('200');
    expect(html.dataset.textSize).toBe('200');
    expect(storedTextSize()).toBe('200');
    setTextSize('100');
    expect(html.hasAttribute('data-text-size')).toBe(false);
    expect(storedTextSize()).toBe('100');
  });

  it("index.html's inline script applies what was stored, before the app loads", () => {
    setTheme('light');
    setTextSize('150');
    delete html.dataset.theme;
    delete html.dataset.textSize;
    new Function(inlineScript())();
    expect(html.dataset.theme).toBe('light');
    expect(html.dataset.textSize).toBe('150');
    expect(metaColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });

  it('the inline script leaves a first visit to the system settings', () => {
    new Function(inlineScript())();
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(html.hasAttribute('data-text-size')).toBe(false);
  });
});
