import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = fs.readdirSync(`${web}/features`);
const cms = './apps/cms';
const cmsModules = fs.readdirSync(`${cms}/src/modules`).filter((name) => fs.statSync(`${cms}/src/modules/${name}`).isDirectory());

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.strapi/**',
      'apps/cms/types/generated/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Strapi's factories and context objects are loosely typed; its own code style uses them so.
    files: ['apps/cms/**/*.ts'],
    languageOptions: { globals: { ...globals.node, strapi: 'readonly' } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Strapi, knex and Koa internals are reached only through modules/strapi-adapter, whose assumptions
    // test/strapi-adapter-contract.test.ts checks against the installed versions (decision 017).
    files: ['apps/cms/src/**/*.ts', 'apps/cms/config/**/*.ts'],
    ignores: ['apps/cms/src/modules/strapi-adapter/**', 'apps/cms/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@strapi/*/dist', '@strapi/*/dist/**', '@strapi/*/src/**'],
              message: "A package's built files are internals: use modules/strapi-adapter.",
            },
            {
              group: ['knex/lib/**', 'knex/src/**', 'koa-compose', '@koa/router'],
              allowTypeImports: true,
              message: 'Router and knex internals live in modules/strapi-adapter.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          [
            'MemberExpression[property.name=/^(acquireConnection|releaseConnection|_formatBindings|entityManager|sanitizers)$/]',
            'knex pool, ORM and sanitizer internals',
          ],
          ['CallExpression > Literal[value=/^@strapi\\/[^/]+\\/dist\\//]', "a package's built files, required by path"],
          ["MemberExpression[object.property.name='lifecycles'][property.name='run']", "the ORM's lifecycle runner"],
          ["MemberExpression[object.property.name='server'][property.name=/^(routes|router)$/]", "Strapi's route table and router"],
          ["MemberExpression[object.property.name='routes'][property.value='content-api']", "a plugin's route table"],
          ["CallExpression[callee.property.name=/^(listeners|removeAllListeners)$/][arguments.0.value='request']", "the HTTP server's request listeners"],
        ].map(([selector, what]) => ({ selector, message: `${what}: reach them through modules/strapi-adapter (decision 017).` })),
      ],
    },
  },
  {
    files: ['apps/cms/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The CMS by domain (docs/architecture.md): code outside a module uses it only through its index.ts, and
    // modules never import Strapi's adapters (src/api, src/middlewares): those depend on modules, not the reverse.
    // Unit tests beside a module's files may reach inside it.
    files: ['apps/cms/src/**/*.ts', 'apps/cms/config/**/*.ts'],
    ignores: ['apps/cms/**/*.test.ts'],
    plugins: { import: importPlugin },
    // import/no-cycle follows only files it can parse: without these it skips every .ts file and finds nothing.
    settings: {
      'import/resolver': { typescript: { project: './apps/cms/tsconfig.json' } },
      'import/extensions': ['.ts', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...cmsModules.map((name) => ({
              target: [
                `${cms}/config/**`,
                `${cms}/src/*.ts`,
                `${cms}/src/!(modules)/**`,
                ...cmsModules.filter((other) => other !== name).map((other) => `${cms}/src/modules/${other}/**`),
              ],
              from: `${cms}/src/modules/${name}`,
              except: ['./index.ts'],
              message: `Use the ${name} module through its index.ts (src/modules/${name}): what it exports is its public API.`,
            })),
            {
              target: `${cms}/src/modules`,
              from: [`${cms}/src/api`, `${cms}/src/middlewares`],
              message: "Modules do not import Strapi's adapters (src/api, src/middlewares); the adapters import modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/mail-drop/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the React Compiler rules misread react-hook-form's handleSubmit.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A modal hides the header's SOS link: every popup is drawn by DialogFrame, which carries its own.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/components/ui/dialog-frame.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXMemberExpression[property.name=/^(Content|Portal)$/][object.name=/Dialog$/]',
          message: 'Draw popups with DialogFrame (components/ui/dialog-frame.tsx): it keeps SOS reachable.',
        },
      ],
    },
  },
  {
    // Layers in one direction (STYLE.md, after bulletproof-react): app → features → shared code.
    // The app composes features; a feature never imports another, and shared code imports neither.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    // As in the CMS block: without the parser settings import/no-cycle skips every .ts(x) file.
    settings: {
      'import/resolver': { typescript: { project: './apps/web/tsconfig.json' } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `${web}/features/${name}`,
              from: `${web}/features`,
              except: [`./${name}`],
              message: 'A feature never imports another feature: compose them in app/routes.',
            })),
            { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import the app; the app imports them.' },
            {
              target: ['components', 'config', 'hooks', 'lib', 'utils', 'styles'].map((dir) => `${web}/${dir}`),
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
