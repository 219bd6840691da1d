import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

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
  const proxy = Object.fromEntries(
    ['/api', '/uploads', '/_health'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
  );

  return {
    plugins: [react()],
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
    },
  };
});
