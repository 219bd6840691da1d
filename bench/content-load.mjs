// Load benchmark: the anonymous content GETs the web app makes, against the compiled Strapi with the
// content response cache off (CONTENT_CACHE_ENABLED=false) and on (the default), plus the static
// index.html for reference. Prints figures only; it never asserts on timing (they depend on the machine).
//
//   node bench/content-load.mjs [--duration 5] [--connections 32]
import http from 'node:http';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/lib/project.mjs';
import { fmt, machineLine, prepareBench, row, startCms, stopCms } from './lib/cms.mjs';
import { contentUrls } from './lib/web-app-urls.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '32' } },
});
const durationMs = Number(args.duration) * 1000;
const connections = Number(args.connections);
if (!(durationMs > 0) || !(connections >= 1)) throw new Error('--duration and --connections must be positive numbers');
const warmupMs = Math.min(1000, durationMs); // fills the cache and lets V8 optimise the hot paths

const targets = [
  ...contentUrls,
  // The built index.html, read from disk by our web-app middleware at the end of Strapi's chain without
  // reaching its router: the reference for what Strapi's middleware chain costs with no query at all.
  { name: 'static /', path: '/', accept: 'text/html' },
];

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
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await once();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const n = latencies.length;
  return { rps: n / elapsed, p50: pct(50), p95: pct(95), p99: pct(99), errors, n, hits, tagged, bytes };
};

// ── main ──
console.log(machineLine());
console.log(`${connections} connections, ${durationMs / 1000} s per URL after ${warmupMs / 1000} s warm-up; client and server share this machine`);
buildIfStale({ admin: false });

prepareBench();
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
