import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleGuard } from './console-guard';
import { readEnglishSourceMessages } from './i18n';

readEnglishSourceMessages();

// CI machines are small and run the suites back to back: give `findBy…`/`waitFor` room (default 1 s).
configure({ asyncUtilTimeout: 5000 });

/**
 * An unexpected console.error / console.warn fails the test (React warnings, act() warnings,
 * router warnings, jsdom "not implemented" …). A test that expects one calls `allowConsole()`
 * from ./console-guard.
 */
beforeEach(() => {
  consoleGuard.calls = [];
  consoleGuard.allowed = false;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleGuard.calls.push({ level, args });
    });
  }
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const calls = consoleGuard.calls;
  consoleGuard.calls = [];
  if (calls.length > 0 && !consoleGuard.allowed) {
    const text = calls.map(({ level, args }) => `console.${level}: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`).join('\n');
    throw new Error(`Unexpected console output:\n${text}`);
  }
});

// jsdom has no canvas: a small stand-in that records nothing and draws nothing.
const fakeContext = new Proxy(
  {},
  {
    get: (_target, property) => (property === 'canvas' ? undefined : () => undefined),
    set: () => true,
  },
);
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  value: () => fakeContext,
});

// jsdom does not scroll; React Router's ScrollRestoration calls this.
Object.defineProperty(window, 'scrollTo', { configurable: true, value: () => undefined });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
