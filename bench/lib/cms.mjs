// The production CMS a benchmark measures: the compiled Strapi (`strapi start`, NODE_ENV=production) on a
// free port, a fresh seeded SQLite file and throw-away secrets in a temp dir. One child at a time, in its
// own process group, always killed (normal end, error or Ctrl-C); its logs are kept only on failure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cmsDir, serverNodeArgs, strapiBin } from '../../scripts/lib/project.mjs';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let child = null;
let dir = null; // the temp dir with the databases, outboxes and Strapi logs

const killChild = (signal) => {
  // `detached` put it in its own process group: this reaches it and anything it spawned, nothing else.
  if (child && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
};

/** Synchronous, so it also works from the 'exit' handler. */
const cleanup = ({ keepLogs }) => {
  killChild('SIGKILL');
  if (!dir || !fs.existsSync(dir)) return;
  for (const f of fs.readdirSync(dir)) if (!(keepLogs && f.endsWith('.log'))) fs.rmSync(path.join(dir, f), { recursive: true, force: true });
  if (keepLogs) console.error(`Strapi logs kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
};

/** Call once at the start of a benchmark: makes the temp dir and the handlers that always clean it up. */
export const prepareBench = () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-bench-'));
  process.on('exit', (code) => cleanup({ keepLogs: code !== 0 && code !== 130 })); // keep logs on failure, not on Ctrl-C
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      console.error(`\n${sig}: stopping Strapi`);
      process.exit(130); // the 'exit' handler kills the child and removes the temp dir
    });
  }
  return dir;
};

/**
 * Starts the embedded default, whatever the shell says: SQLite and the in-process cache, seeded.
 * `extraEnv` may turn things off (CONTENT_CACHE_ENABLED=false) or name a database (DATABASE_URL, see
 * createPostgresDatabase); `nodeArgs` go to node (e.g. --cpu-prof).
 */
export const startCms = async (label, extraEnv = {}, { nodeArgs = [] } = {}) => {
  if (!dir) throw new Error('prepareBench() first');
  const port = await freePort();
  const logFile = path.join(dir, `strapi-${label}.log`);
  const publicDir = path.join(dir, `public-${label}`);
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const secret = () => randomBytes(24).toString('base64');
  const { DATABASE_URL: _db, REDIS_URL: _redis, CONTENT_CACHE_ENABLED: _cache, ...inherited } = process.env;
  const started = Date.now();
  child = spawn(process.execPath, [...serverNodeArgs, ...nodeArgs, strapiBin, 'start'], {
    cwd: cmsDir,
    detached: true,
    // Strapi's output goes to a file so it never interleaves with the figures.
    stdio: ['ignore', log, log],
    env: {
      ...inherited,
      SEED_CONTENT: 'true',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILENAME: path.join(dir, `${label}.db`),
      EMAIL_OUTBOX_DIR: path.join(dir, `outbox-${label}`),
      // The seeded illustrations are uploaded here, so nothing is left in apps/cms/public.
      PUBLIC_DIR: publicDir,
      SERVE_ADMIN_PANEL: 'false', // the admin panel is not built (buildIfStale({ admin: false }))
      CAPTCHA_ENABLED: 'false',
      PAYMENTS_SANDBOX: 'true', // production mode runs the sandbox gateway only when asked
      EMAIL_OUTBOX_ALLOWED: 'true', // and writes emails to the mail drop folder only when asked
      // Throw-away secrets, so the benchmark never writes apps/cms/.tmp/secrets.json.
      APP_KEYS: `${secret()},${secret()}`,
      ...Object.fromEntries(['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map((n) => [n, secret()])),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...extraEnv,
    },
  });
  fs.closeSync(log);
  const deadline = Date.now() + 180_000; // first start seeds the content; slow on 2 cores
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Strapi exited (${child.exitCode ?? child.signalCode}); see ${logFile}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/_health`)).status === 204) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`Strapi was not healthy within 180 s; see ${logFile}`);
    await sleep(300);
  }
  return { port, base: `http://127.0.0.1:${port}`, readyS: (Date.now() - started) / 1000, logFile };
};

/** USER_HZ: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;

/**
 * CPU time (user + system, ms) the Strapi child has used so far, from /proc; undefined where there is no
 * /proc (not Linux). On a shared machine the CPU a request costs moves far less than requests/s do.
 */
export const cmsCpuMs = () => {
  if (!child) return undefined;
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks; the command name (field 2) may hold spaces, so count from its ')'.
    const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
};

/**
 * A throw-away database on the PostgreSQL server at `serverUrl` (created now, dropped by the returned
 * function): the env for startCms. pg is a dependency of the CMS.
 */
export const createPostgresDatabase = async (serverUrl) => {
  const { default: pg } = await import('pg');
  const name = `steady_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, label: `PostgreSQL database ${name}`, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

/** SIGTERM (SIGKILL after 10 s) and wait: a --cpu-prof child writes its profile on the way out. */
export const stopCms = async () => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  killChild('SIGTERM');
  const timer = setTimeout(() => killChild('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  child = null;
};

export const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }) : '–');
export const row = (cells, first = 16) => cells.map((c, i) => (i === 0 ? String(c).padEnd(first) : String(c).padStart(10))).join(' ');

export const machineLine = () => {
  const cpus = os.cpus();
  return `node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.arch()}`;
};
