import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const ownModules = fileURLToPath(new URL('./node_modules', import.meta.url));
const rootModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    resolve: {
      // `dedupe` (from vite.config.ts) covers the browser build. Under Vitest, libraries from the
      // root node_modules would still reach the root's React 18, so React is pinned here by path.
      dedupe: ['react', 'react-dom'],
      alias: [
        { find: /^react$/, replacement: `${ownModules}/react/index.js` },
        { find: /^react\/(.*)$/, replacement: `${ownModules}/react/$1` },
        { find: /^react-dom$/, replacement: `${ownModules}/react-dom/index.js` },
        { find: /^react-dom\/(.*)$/, replacement: `${ownModules}/react-dom/$1` },
        // Under Vitest's `node` condition these resolve to CommonJS builds, whose require('react')
        // Vite cannot redirect: use their ES builds.
        { find: /^react-router$/, replacement: `${rootModules}/react-router/dist/development/index.mjs` },
        // Radix Dialog's scroll lock ships CommonJS as `main`: use its ES builds (same reason).
        { find: /^react-remove-scroll-bar\/constants$/, replacement: `${rootModules}/react-remove-scroll-bar/dist/es2015/constants.js` },
        ...['react-remove-scroll', 'react-remove-scroll-bar', 'react-style-singleton', 'use-callback-ref', 'use-sidecar'].map((name) => ({
          find: new RegExp(`^${name}$`),
          replacement: `${rootModules}/${name}/dist/es2015/index.js`,
        })),
        {
          find: /^@testing-library\/react$/,
          replacement: `${rootModules}/@testing-library/react/dist/@testing-library/react.esm.js`,
        },
      ],
    },
    test: {
      environment: 'jsdom',
      // Vitest leaves a core free by default: on CI's 2 cores that is one file at a time. Nothing else runs
      // beside this suite (the CMS suite runs before it), so use every core: 86 s -> 57 s on 2 cores.
      maxWorkers: availableParallelism(),
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Whole screens with many words (the diary card) take several seconds on CI's 2 cores: 5 s was too tight.
      testTimeout: 20_000,
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      server: {
        deps: {
          // Resolved by Vite (so the aliases above apply) instead of Node's require, which would
          // find the root's React 18.
          inline: [
            /@testing-library\//,
            'react-router',
            '@tanstack/react-query',
            'react-hook-form',
            '@hookform/resolvers',
            /@radix-ui\//,
            // Radix Dialog's scroll lock (aliased to ES builds above).
            /react-remove-scroll/,
            'react-style-singleton',
            'use-callback-ref',
            'use-sidecar',
            /embla-carousel/,
            /@stripe\//,
            /@lingui\//,
            // The trends charts.
            /@visx\//,
          ],
        },
      },
    },
  }),
);
