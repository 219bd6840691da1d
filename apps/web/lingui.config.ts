import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { staticImports } from './scripts/static-imports.mjs';

/**
 * Message catalogues (decision 018), two per language:
 * - `shell`: the words of the code every first visit loads — main.tsx and every file it imports
 *   statically (scripts/static-imports.mjs), so the list follows the code. The app renders once these are here.
 * - `screens`: the words of every other file (lazy screens, the error words), fetched beside the shell's
 *   and awaited by each lazy route before it renders.
 * English is the source language: its catalogue is the messages as written in the code. `pseudo` is a
 * test-only locale written by scripts/pseudo-catalogue.mjs (accented, 30 % longer), never offered.
 * Origins without line numbers: an edit elsewhere in a file does not rewrite every catalogue.
 */
export const SHELL = staticImports('src/main.tsx');

const TESTS = ['**/*.test.*', '**/testing/**'];
const fromRoot = (paths: string[]) => paths.map((p) => `<rootDir>/${p}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/shell', include: fromRoot(SHELL), exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/screens', include: ['<rootDir>/src'], exclude: [...TESTS, ...fromRoot(SHELL)] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
