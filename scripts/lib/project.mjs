import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(root, 'apps', 'cms');
export const webDir = path.join(root, 'apps', 'web');
export const contractsDir = path.join(root, 'packages', 'contracts');
export const strapiBin = path.join(root, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
/**
 * Node flags for a serving CMS. A larger young generation (V8's default semi-space is 16 MB): a signed-in
 * read allocates short-lived objects, and at 50 connections the default space filled about ten times a
 * second, each scavenge pausing every request in flight. At 64 MB there are about a quarter as many and
 * less GC time in all, for up to ~150 MB more memory (bench/README.md, signed-in-reads). The Dockerfile's
 * CMD carries the same flag.
 */
export const serverNodeArgs = ['--max-semi-space-size=64'];

const SECRET_NAMES = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'DATA_ENCRYPTION_KEY'];

/**
 * The embedded default needs no .env: secrets missing from the environment are generated once
 * and kept in apps/cms/.tmp/secrets.json (git-ignored), so sessions survive a restart.
 */
export const withSecrets = (env = process.env) => {
  const file = path.join(cmsDir, '.tmp', 'secrets.json');
  let saved = {};
  if (fs.existsSync(file)) saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  const make = (name) => {
    if (name === 'APP_KEYS') return [1, 2].map(() => randomBytes(16).toString('base64')).join(',');
    // The crisis kit's AES-256-GCM key must be exactly 32 bytes (apps/cms/src/modules/privacy).
    return randomBytes(name === 'DATA_ENCRYPTION_KEY' ? 32 : 24).toString('base64');
  };
  let changed = false;
  for (const name of SECRET_NAMES) {
    if (!saved[name]) {
      saved[name] = make(name);
      changed = true;
    }
  }
  if (changed) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  }
  const out = { STRAPI_TELEMETRY_DISABLED: 'true', ...env };
  for (const name of SECRET_NAMES) out[name] = env[name] || saved[name];
  return out;
};

/** Newest modification time under the given paths (files only, skipping build output). */
export const newestMtime = (paths) => {
  let newest = 0;
  const walk = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      const base = path.basename(p);
      if (['node_modules', 'dist', '.tmp', '.strapi', '.cache', 'uploads'].includes(base)) return;
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
};

/** True when `output` is missing or older than any of `sources`. */
export const isStale = (output, sources) => {
  const st = fs.statSync(output, { throwIfNoEntry: false });
  return !st || st.mtimeMs < newestMtime(sources);
};

export const run = (cmd, args, opts = {}) => {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
  return (Date.now() - started) / 1000;
};

export const npmRun = (workspace, script, opts = {}) => run('npm', ['run', script, '-w', workspace, '--silent'], { cwd: root, ...opts });

/** Builds what is not built (or is older than its sources). */
export const buildIfStale = ({ admin = true } = {}) => {
  if (isStale(path.join(contractsDir, 'dist', 'index.js'), [path.join(contractsDir, 'src')])) {
    console.log('› building packages/contracts');
    npmRun('@steady/contracts', 'build');
  }
  if (
    isStale(path.join(webDir, 'dist', 'index.html'), [
      path.join(webDir, 'src'),
      path.join(webDir, 'index.html'),
      path.join(webDir, 'public'),
      path.join(contractsDir, 'src'),
    ])
  ) {
    console.log('› building apps/web');
    const s = npmRun('@steady/web', 'build');
    console.log(`  web built in ${s.toFixed(1)} s`);
  }
  const cmsSources = [path.join(cmsDir, 'src'), path.join(cmsDir, 'config'), path.join(contractsDir, 'src')];
  const cmsStamp = admin ? path.join(cmsDir, 'dist', 'build', 'index.html') : path.join(cmsDir, 'dist', 'src', 'index.js');
  if (isStale(cmsStamp, cmsSources)) {
    console.log(admin ? '› building apps/cms (server and admin panel)' : '› compiling apps/cms (server only)');
    const s = admin
      ? run(process.execPath, [strapiBin, 'build'], { cwd: cmsDir, env: withSecrets({ ...process.env, NODE_ENV: 'production' }) })
      : run(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: cmsDir });
    console.log(`  cms built in ${s.toFixed(1)} s`);
  }
};

export const startStrapi = (env, opts = {}) =>
  spawn(process.execPath, [...serverNodeArgs, strapiBin, 'start'], { cwd: cmsDir, env: withSecrets(env), stdio: 'inherit', ...opts });
