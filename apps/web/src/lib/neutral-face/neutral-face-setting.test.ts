import fs from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestHref } from '@/lib/i18n/manifest-link';
import { NEUTRAL_MANIFEST_FILE, neutralManifest, pwaOptions } from '../../../pwa.config';
import {
  linkIcon,
  NEUTRAL_FACE_KEY,
  NEUTRAL_ICON,
  NEUTRAL_MANIFEST,
  NEUTRAL_NAME,
  neutralFaceOn,
  setNeutralFace,
  STEADY_ICON,
  useNeutralFaceOn,
} from './neutral-face-setting';

/** The inline script of index.html that puts on the neutral face before first paint. */
const inlineScript = () => {
  const source = fs.readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  const script = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((s) => s?.includes(NEUTRAL_FACE_KEY));
  if (!script) throw new Error('index.html has no neutral face script');
  return script;
};

/** The head index.html ships, before the build adds its manifest link after the inline scripts. */
const freshHead = () => {
  document.head.innerHTML = `<link rel="icon" type="image/svg+xml" href="${STEADY_ICON}"><title>Steady</title>`;
};
const addManifestLink = () => document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/manifest.webmanifest">');
/** Runs the script as the parser would, then what it left for once the page is parsed. */
const runInlineScript = () => {
  const parsed: (() => void)[] = [];
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'DOMContentLoaded') parsed.push(listener as () => void);
  });
  new Function(inlineScript())();
  addManifestLink();
  for (const listener of parsed) listener();
};
const href = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

beforeEach(freshHead);
afterEach(() => {
  vi.restoreAllMocks();
  setNeutralFace(false);
  document.head.innerHTML = '';
});

describe('the neutral face setting', () => {
  it('is off until chosen, and kept on this device once on', () => {
    expect(neutralFaceOn()).toBe(false);
    setNeutralFace(true);
    expect(localStorage.getItem(NEUTRAL_FACE_KEY)).toBe('on');
    expect(neutralFaceOn()).toBe(true);
    setNeutralFace(false);
    expect(localStorage.getItem(NEUTRAL_FACE_KEY)).toBeNull();
    expect(neutralFaceOn()).toBe(false);
  });

  it('tells what shows it at once, and follows another tab', () => {
    const { result } = renderHook(() => useNeutralFaceOn());
    expect(result.current).toBe(false);
    act(() => setNeutralFace(true));
    expect(result.current).toBe(true);
    act(() => {
      localStorage.removeItem(NEUTRAL_FACE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: NEUTRAL_FACE_KEY }));
    });
    expect(result.current).toBe(false);
  });

  it('holds for this page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    setNeutralFace(true);
    expect(neutralFaceOn()).toBe(true);
  });

  it('points the icon and the manifest at the plain ones, whatever the language, and back', () => {
    linkIcon(true);
    expect(href('icon')).toBe(NEUTRAL_ICON);
    expect(manifestHref('es', true)).toBe(NEUTRAL_MANIFEST);
    linkIcon(false);
    expect(href('icon')).toBe(STEADY_ICON);
    expect(manifestHref('es', false)).toBe('/manifest-es.webmanifest');
    setNeutralFace(true);
    expect(manifestHref('en')).toBe(NEUTRAL_MANIFEST);
  });
});

describe("index.html's inline script", () => {
  it('names the tab, and links the plain icon and manifest, before the app loads', () => {
    localStorage.setItem(NEUTRAL_FACE_KEY, 'on');
    runInlineScript();
    expect(document.title).toBe(NEUTRAL_NAME);
    expect(href('icon')).toBe(NEUTRAL_ICON);
    // Written after the inline scripts by the build: switched once the page is parsed.
    expect(href('manifest')).toBe(NEUTRAL_MANIFEST);
  });

  it('leaves Steady as it is when the setting is off', () => {
    runInlineScript();
    expect(document.title).toBe('Steady');
    expect(href('icon')).toBe(STEADY_ICON);
    expect(href('manifest')).toBe('/manifest.webmanifest');
  });

  it('uses the names the app uses', () => {
    const script = inlineScript();
    for (const name of [NEUTRAL_NAME, NEUTRAL_ICON, NEUTRAL_MANIFEST]) expect(script).toContain(`'${name}'`);
  });
});

describe('the neutral manifest', () => {
  it('is the file the page links, and says nothing of Steady or what it is for', () => {
    expect(`/${NEUTRAL_MANIFEST_FILE}`).toBe(NEUTRAL_MANIFEST);
    expect(JSON.stringify(neutralManifest)).not.toMatch(/steady|safety|sos|crisis|help|breath/i);
    expect(neutralManifest).not.toHaveProperty('shortcuts');
    expect(neutralManifest).toMatchObject({ name: NEUTRAL_NAME, short_name: NEUTRAL_NAME, start_url: pwaOptions.manifest && pwaOptions.manifest.start_url });
  });

  it('has icons that exist and the worker precaches', () => {
    const globs = pwaOptions.workbox?.globPatterns ?? [];
    expect(globs.some((g) => g.includes('png') && g.includes('svg') && g.includes('webmanifest'))).toBe(true);
    for (const icon of [...neutralManifest.icons.map((i) => i.src), NEUTRAL_ICON]) {
      expect(fs.existsSync(path.join(process.cwd(), 'public', icon)), icon).toBe(true);
    }
  });
});
