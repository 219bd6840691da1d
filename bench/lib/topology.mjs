// The scaled topology, started and stopped by a script: a throw-away PostgreSQL database, a Redis key
// prefix, a local S3-compatible server (s3rver), N compiled Strapi instances started at the same moment,
// and nginx from Debian's packages in front of them with deploy/nginx/steady.conf. Used by bench/load.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root, cmsDir, serverNodeArgs, strapiBin } from '../../scripts/lib/project.mjs';
import { createPostgresDatabase, freePort, sleep } from './cms.mjs';

export { sleep };

/** Polls `check` until it answers true; `exited()` names a reason to stop waiting at once. */
const waitFor = async (what, check, timeoutMs, logFile, exited = () => null) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    const reason = exited();
    if (reason) throw new Error(`${what} ${reason}${logFile ? `; see ${logFile}` : ''}`);
    if (Date.now() > deadline) throw new Error(`${what} not ready within ${timeoutMs / 1000} s${logFile ? `; see ${logFile}` : ''}`);
    await sleep(300);
  }
};

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/**
 * Starts everything under `dir` and returns { url, instances, db, stop }. `stop()` is idempotent and also
 * runs from the process's exit handlers, so nothing outlives the script.
 */
export const startTopology = async ({ dir, instances = 2, databaseUrl, redisUrl, extraEnv = {} }) => {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx');
  const children = [];
  const cleanups = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const c of children)
      if (c.exitCode === null && c.signalCode === null)
        try {
          process.kill(-c.pid, 'SIGTERM');
        } catch {
          /* gone */
        }
    await Promise.race([
      Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null))),
      sleep(15_000),
    ]);
    for (const c of children)
      if (c.exitCode === null && c.signalCode === null)
        try {
          process.kill(-c.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
    for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(`cleanup: ${e.message}`));
  };
  const spawnLogged = (name, cmd, args, env) => {
    const logFile = path.join(dir, `${name}.log`);
    const log = fs.openSync(logFile, 'w');
    // Its own process group, so stop() reaches it and whatever it spawned.
    const child = spawn(cmd, args, { cwd: cmsDir, detached: true, stdio: ['ignore', log, log], env });
    fs.closeSync(log);
    children.push(child);
    return { child, logFile };
  };

  try {
    // ── PostgreSQL: a database of its own, dropped at the end ──
    const database = await createPostgresDatabase(databaseUrl);
    const dbUrl = new URL(database.env.DATABASE_URL);
    cleanups.push(database.drop);

    // ── S3: s3rver on a free port with a bucket in the temp dir ──
    const { default: S3rver } = await import('s3rver');
    const s3Port = await freePort();
    const bucket = 'steady-uploads';
    const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory: path.join(dir, 's3'), silent: true, configureBuckets: [{ name: bucket }] });
    await s3.run();
    cleanups.push(() => s3.close());
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;

    // The proxy's port is chosen now: image URLs point at it (S3_PUBLIC_URL), as in deploy/compose.yaml.
    const proxyPort = await freePort();
    const url = `http://127.0.0.1:${proxyPort}`;

    // ── N instances, all started at once on the empty database (the migration/seed lock, issue 11.1) ──
    const secret = () => randomBytes(24).toString('base64');
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${url}/${bucket}`,
      SEED_CONTENT: 'true',
      SERVE_ADMIN_PANEL: 'false',
      PAYMENTS_SANDBOX: 'true',
      EMAIL_OUTBOX_ALLOWED: 'true',
      TRUST_PROXY: 'true',
      STRAPI_TELEMETRY_DISABLED: 'true',
      // The same secrets on every instance (a token from one is good on all), thrown away afterwards.
      APP_KEYS: `${secret()},${secret()}`,
      ...Object.fromEntries(['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map((n) => [n, secret()])),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...extraEnv,
    };
    for (const name of ['DATABASE_FILENAME', 'PUBLIC_URL']) delete shared[name];
    const started = Date.now();
    const apps = [];
    for (let i = 0; i < instances; i++) {
      const port = await freePort();
      const publicDir = path.join(dir, `public-${i}`); // each its own disk: only S3 is shared
      fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
      const { child, logFile } = spawnLogged(`app-${i}`, process.execPath, [...serverNodeArgs, strapiBin, 'start'], {
        ...shared,
        PORT: String(port),
        PUBLIC_DIR: publicDir,
        EMAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      });
      apps.push({ port, child, logFile, url: `http://127.0.0.1:${port}` });
    }
    await Promise.all(
      apps.map((a) =>
        waitFor(
          `instance on ${a.port}`,
          async () => (await fetch(`${a.url}/_health`)).status === 204,
          300_000,
          a.logFile,
          () => (a.child.exitCode !== null || a.child.signalCode !== null ? `exited (${a.child.exitCode ?? a.child.signalCode})` : null),
        ).catch((e) => {
          throw new Error(`${e.message}\n${fs.readFileSync(a.logFile, 'utf8').slice(-3000)}`);
        }),
      ),
    );
    const readyS = (Date.now() - started) / 1000;

    // ── nginx with the shipped site config, its upstream and paths pointed here ──
    const site = fs
      .readFileSync(path.join(root, 'deploy', 'nginx', 'steady.conf'), 'utf8')
      .replace(/^\s*server app:1337;.*$/m, apps.map((a) => `    server 127.0.0.1:${a.port};`).join('\n'))
      .replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${proxyPort};`)
      .replace(/\/var\/cache\/nginx\/steady/, path.join(dir, 'nginx-cache'))
      .replaceAll('minio:9000', `127.0.0.1:${s3Port}`);
    if (/^\s*(server app:1337|listen 8080);|minio:9000/m.test(site)) throw new Error('deploy/nginx/steady.conf changed shape: update bench/lib/topology.mjs');
    fs.writeFileSync(path.join(dir, 'steady.conf'), site);
    const tmp = path.join(dir, 'nginx-tmp');
    fs.mkdirSync(tmp, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
        'events { worker_connections 4096; }',
        'http {',
        `  access_log off;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(tmp, t)};`),
        `  include ${path.join(dir, 'steady.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx config refused:\n${check.stderr}`);
    const { logFile: nginxLog } = spawnLogged('nginx', NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off; user root;'], process.env);
    await waitFor('nginx', async () => (await fetch(`${url}/_health`)).status === 204, 20_000, nginxLog);

    return { url, apps, readyS, dbUrl: dbUrl.toString(), s3Endpoint, bucket, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
