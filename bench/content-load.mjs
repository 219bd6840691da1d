// Load benchmark: the anonymous content GETs the web app makes, against the compiled Strapi with the
// content response cache off (CONTENT_CACHE_ENABLED=false) and on (the default), plus the static
// index.html for reference. Prints figures only; it never asserts on timing (they depend on the machine).
//
//   node bench/content-load.mjs [--duration 5] [--connections 32]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale, cmsDir, strapiBin } from '../scripts/lib/project.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '32' } },
});
const durationMs = Number(args.duration) * 1000;
const connections = Number(args.connections);
if (!(durationMs > 0) || !(connections >= 1)) throw new Error('--duration and --connections must be positive numbers');
const warmupMs = Math.min(1000, durationMs); // fills the cache and lets V8 optimise the hot paths

/** The same query string the web app's `buildUrl` makes (URLSearchParams, in insertion order). */
const withQuery = (p, params) => `${p}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
const list = (prefix, fields) => Object.fromEntries(fields.map((f, i) => [`${prefix}[${i}]`, f]));
const media = (prefix) => list(`${prefix}[fields]`, ['url', 'width', 'height', 'alternativeText']);

// Copied from the web app; keep in sync with the files named beside each entry.
const targets = [
  {
    // apps/web/src/features/skills/api/get-skills.ts `skillListParams`
    name: 'skills list',
    path: withQuery('/api/skills', {
      sort: 'order_id',
      ...list('fields', ['Title', 'slug', 'Complete_Time', 'featured_skill', 'premium', 'order_id']),
      ...media('populate[Skill_Image]'),
      'populate[skill_types][fields][0]': 'slug',
      ...list('populate[skill_types][populate][Category][fields]', ['name', 'slug', 'order_id']),
      'pagination[pageSize]': 100,
    }),
  },
  {
    // apps/web/src/features/pages/api/get-page.ts `getPage('faq')`
    name: 'page faq',
    path: withQuery('/api/pages', {
      'filters[slug][$eq]': 'faq',
      ...list('fields', ['title', 'slug', 'content', 'show_header', 'show_header_title', 'extra_class']),
      ...media('populate[featured_image]'),
      'populate[steps]': true,
      'pagination[pageSize]': 1,
    }),
  },
  // apps/web/src/lib/app-information.ts `getAppInformation`
  { name: 'app-information', path: withQuery('/api/app-information', { populate: '*' }) },
  // The built index.html, read from disk by our web-app middleware at the end of Strapi's chain without
  // reaching its router: the reference for what Strapi's middleware chain costs with no query at all.
  { name: 'static /', path: '/', accept: 'text/html' },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ── the Strapi child: exactly one at a time, always killed (normal end, error or Ctrl-C) ──
let child = null;
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

let dir = null; // the temp dir with the databases, outboxes and Strapi logs
/** Synchronous, so it also works from the 'exit' handler. */
const cleanup = ({ keepLogs }) => {
  killChild('SIGKILL');
  if (!dir || !fs.existsSync(dir)) return;
  for (const f of fs.readdirSync(dir)) if (!(keepLogs && f.endsWith('.log'))) fs.rmSync(path.join(dir, f), { recursive: true, force: true });
  if (keepLogs) console.error(`Strapi logs kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
};
process.on('exit', (code) => cleanup({ keepLogs: code !== 0 && code !== 130 })); // keep logs on failure, not on Ctrl-C
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping Strapi`);
    process.exit(130); // the 'exit' handler kills the child and removes the temp dir
  });
}

const startCms = async (label, extraEnv) => {
  const port = await freePort();
  const logFile = path.join(dir, `strapi-${label}.log`);
  const publicDir = path.join(dir, `public-${label}`);
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const secret = () => randomBytes(24).toString('base64');
  // The embedded default, whatever the shell says: SQLite and the in-process cache (on unless the run
  // turns it off), seeded.
  const { DATABASE_URL: _db, REDIS_URL: _redis, CONTENT_CACHE_ENABLED: _cache, ...inherited } = process.env;
  const started = Date.now();
  child = spawn(process.execPath, [strapiBin, 'start'], {
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
  return { port, readyS: (Date.now() - started) / 1000 };
};

const stopCms = async () => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  killChild('SIGTERM');
  const timer = setTimeout(() => killChild('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  child = null;
};

// ── the load generator: `connections` loops, each one request at a time on a keep-alive socket ──
const load = async (port, target, ms) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let hits = 0;
  let tagged = 0; // answers with an X-Cache header at all (HIT or MISS)
  let bytes = 0;
  const once = () =>
    new Promise((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = http.get({ host: '127.0.0.1', port, path: target.path, agent, headers: { accept: target.accept ?? 'application/json' } }, (res) => {
        let size = 0;
        res.on('data', (c) => (size += c.length));
        res.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
          if (res.statusCode < 200 || res.statusCode >= 300) errors++;
          if (res.headers['x-cache']) tagged++;
          if (res.headers['x-cache'] === 'HIT') hits++;
          bytes = size;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        resolve();
      });
    });
  const started = Date.now();
  const end = started + ms;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (Date.now() < end) await once();
  }));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const n = latencies.length;
  return { rps: n / elapsed, p50: pct(50), p95: pct(95), p99: pct(99), errors, n, hits, tagged, bytes };
};

const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }) : '–');
const row = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(16) : String(c).padStart(10))).join(' ');

// ── main ──
const cpus = os.cpus();
console.log(`node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.arch()}`);
console.log(`${connections} connections, ${durationMs / 1000} s per URL after ${warmupMs / 1000} s warm-up; client and server share this machine`);
buildIfStale({ admin: false });

dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-bench-'));
const runs = [
  { label: 'cache-off', title: 'cache off (CONTENT_CACHE_ENABLED=false)', env: { CONTENT_CACHE_ENABLED: 'false' } },
  { label: 'cache-on', title: 'cache on (default)', env: {} },
];
const results = {};
try {
  console.log('\nURLs:');
  for (const t of targets) console.log(`  ${t.name.padEnd(16)} ${t.path}`);
  for (const run of runs) {
    const { port, readyS } = await startCms(run.label, run.env);
    console.log(`\n${run.title}: healthy after ${fmt(readyS)} s`);
    console.log(row(['url', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'X-Cache HIT', 'bytes']));
    results[run.label] = {};
    for (const t of targets) {
      await load(port, t, warmupMs);
      const r = await load(port, t, durationMs);
      results[run.label][t.name] = r;
      const hit = r.tagged ? `${fmt((r.hits / r.n) * 100, 0)}%` : 'no header';
      console.log(row([t.name, fmt(r.rps, 0), fmt(r.p50, 2), fmt(r.p95, 2), fmt(r.p99, 2), `${r.errors}/${r.n}`, hit, r.bytes]));
    }
    await stopCms();
  }
  const off = results['cache-off'];
  const on = results['cache-on'];
  const parts = targets.map((t) => `${t.name} ${fmt(off[t.name].rps, 0)} → ${fmt(on[t.name].rps, 0)} req/s (×${fmt(on[t.name].rps / off[t.name].rps, 1)})`);
  console.log(`\nsummary, cache off → on: ${parts.join('; ')}`);
  if (targets.every((t) => on[t.name].hits === 0)) console.log('note: no X-Cache: HIT in the default run: this build has no content cache (or it is off)');
  process.exitCode = 0;
} catch (err) {
  console.error(`\n✖ ${err.message}`);
  process.exitCode = 1; // the 'exit' handler keeps the logs and prints where
}
