/**
 * Theme and text size, kept on this device (localStorage) and shown as attributes on <html>:
 * data-theme ('light' | 'dark'; absent = follow the system) and data-text-size ('125' … ; absent = 100 %).
 * The inline script in index.html applies the same two keys before first paint, so there is no flash;
 * keep both in step (display-preferences.test.ts runs that script).
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const TEXT_SIZES = ['100', '125', '150', '200'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const THEME_KEY = 'steady.theme';
export const TEXT_SIZE_KEY = 'steady.textSize';

/** The browser chrome colour (theme-color) for each theme: the brand teal in light, the page colour in dark. */
export const THEME_COLORS = { light: '#2f6f6a', dark: '#131a19' } as const;

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: defaults
  }
};

const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
};

export const storedTheme = (): Theme => {
  const value = read(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
};

export const storedTextSize = (): TextSize => {
  const value = read(TEXT_SIZE_KEY);
  return (TEXT_SIZES as readonly string[]).includes(value ?? '') ? (value as TextSize) : '100';
};

/** Applies and remembers a theme; 'system' removes the attribute so the CSS media query decides. */
export function setTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  write(THEME_KEY, theme === 'system' ? null : theme);
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    // 'System': each meta keeps the colour of its own media query.
    meta.content = theme === 'system' ? THEME_COLORS[meta.media.includes('dark') ? 'dark' : 'light'] : THEME_COLORS[theme];
  }
}

/** Applies and remembers a text size: the root font size, which every rem and em in the styles follows. */
export function setTextSize(size: TextSize, root: HTMLElement = document.documentElement) {
  write(TEXT_SIZE_KEY, size === '100' ? null : size);
  if (size === '100') delete root.dataset.textSize;
  else root.dataset.textSize = size;
}
