import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogues (decision 018). English is the source language: its catalogue is the messages as
 * written in the code. `pseudo` is a test-only locale written by scripts/pseudo-catalogue.mjs (accented
 * and 30 % longer), never offered in the language picker.
 * Origins without line numbers: an edit elsewhere in a file does not rewrite every catalogue.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/testing/**'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
