// `npm run dev`: Strapi in develop mode (auto-reload, admin at :1337/admin) and the Vite dev
// server with hot reload at :5173, which proxies /api and /uploads to Strapi.
import { spawn } from 'node:child_process';
import { cmsDir, contractsDir, isStale, npmRun, strapiBin, webDir, withSecrets } from './lib/project.mjs';
import path from 'node:path';

if (isStale(path.join(contractsDir, 'dist', 'index.js'), [path.join(contractsDir, 'src')])) npmRun('@steady/contracts', 'build');

const children = [
  spawn(process.execPath, [strapiBin, 'develop'], { cwd: cmsDir, env: withSecrets({ SEED_DEMO_ACCOUNT: 'true', ...process.env }), stdio: 'inherit' }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: webDir, stdio: 'inherit' }),
];
console.log('› web app with hot reload: http://127.0.0.1:5173  ·  CMS and admin: http://localhost:1337/admin');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
