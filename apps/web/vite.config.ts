import { fileURLToPath, URL } from 'node:url';
import zlib from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import linguiConfig from './lingui.config';
import { NEUTRAL_MANIFEST_FILE, neutralManifest, pwaOptions } from './pwa.config';
import { localizedManifests } from './scripts/localized-manifests.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contracts = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));

/**
 * Shared by `vite` and `vitest` (vitest.config.ts merges this file).
 * The repo root holds React 18 for Strapi's admin, while this app uses React 19 from its own
 * node_modules: `dedupe` makes every import of react / react-dom resolve to this app's copy.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.VITE_API_PROXY || 'http://127.0.0.1:1337';
  const proxy = Object.fromEntries(['/api', '/uploads', '/_health'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]));

  return {
    plugins: [
      // Lingui's macros become catalogue lookups at build time (decision 018); a shipped language's
      // catalogue that lacks a message fails the build.
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
      VitePWA(pwaOptions),
      // The installed app's description and shortcuts in each shipped language (src/lib/i18n/manifest-words.ts).
      localizedManifests({
        manifest: pwaOptions.manifest,
        locales: (linguiConfig.locales ?? []).filter((locale) => locale !== linguiConfig.sourceLocale && locale !== 'pseudo'),
        localesDir: fileURLToPath(new URL('./src/locales', import.meta.url)),
      }),
      // The plain manifest of a device that asked for a neutral face (src/lib/neutral-face); precached with the rest.
      {
        name: 'steady-neutral-manifest',
        apply: 'build',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: NEUTRAL_MANIFEST_FILE, source: `${JSON.stringify(neutralManifest)}\n` });
        },
      },
      // Brotli and gzip copies of every text asset, written once at build time and served by the CMS
      // (src/middlewares/web-app.ts) so no request pays for compression (issue 10).
      compression({
        threshold: 1024,
        algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), 'gzip'],
      }),
    ],
    resolve: {
      dedupe: ['react', 'react-dom'],
      alias: [
        { find: /^@steady\/contracts$/, replacement: contracts },
        { find: /^@\//, replacement: `${src}/` },
      ],
    },
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // Read by scripts/prerender.mjs: which CSS and chunks each prerendered screen needs up front.
      manifest: true,
      rollupOptions: {
        output: {
          // 'messages-es-shell-<hash>.js': the worker and keep-catalogue-offline.ts find a language's catalogues by name.
          chunkFileNames: (chunk) => {
            const catalogue = /[\\/]locales[\\/]([\w-]+)[\\/](\w+)\.po$/.exec(chunk.facadeModuleId ?? '');
            return catalogue ? `assets/messages-${catalogue[1]}-${catalogue[2]}-[hash].js` : 'assets/[name]-[hash].js';
          },
        },
      },
    },
  };
});
