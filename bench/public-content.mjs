// Load benchmark: cached public content as the web app asks for it (its query strings, a browser's
// Accept-Encoding), from the production CMS, side by side with a bare `node:http` server in its own
// process answering the very same recorded answer (status, headers, body bytes) from memory. Rounds
// alternate the two, so a busy machine weighs on both alike; the ratio is per round. Never asserts on timing.
//
//   node bench/public-content.mjs [--duration 5] [--connections 32] [--rounds 2] [--only NAME]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/lib/project.mjs';
import { fmt, machineLine, prepareBench, row, startCms, stopCms } from './lib/cms.mjs';
import { measure } from './lib/load.mjs';
import { contentUrls } from './lib/web-app-urls.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string', default: 'skills list' },
  },
});
const seconds = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
if (!(seconds > 0) || !(connections >= 1) || !(rounds >= 1)) throw new Error('--duration, --connections and --rounds must be positive numbers');
const targets = args.only === 'all' ? contentUrls : contentUrls.filter((t) => t.name === args.only);
if (!targets.length) throw new Error(`--only: one of ${contentUrls.map((t) => `'${t.name}'`).join(', ')} or 'all'`);

/** What Chromium sends for a fetch() from the web app. */
const browserHeaders = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One answer exactly as it came over the wire (no decompression). */
const record = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: browserHeaders }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

let bare = null;
const startBare = async (dir, answer) => {
  const file = path.join(dir, 'answer.json');
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
  fs.writeFileSync(file, JSON.stringify({ status: answer.status, headers, body: answer.body.toString('base64') }));
  bare = spawn(process.execPath, [fileURLToPath(new URL('./lib/bare-server.mjs', import.meta.url)), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.on('exit', () => bare?.kill('SIGKILL'));
  const line = await new Promise((resolve, reject) => {
    readline.createInterface({ input: bare.stdout }).once('line', resolve);
    bare.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return `http://127.0.0.1:${line.split(' ')[1]}`;
};
const stopBare = () => {
  bare?.kill('SIGTERM');
  bare = null;
};

console.log(machineLine());
console.log(
  `${connections} connections, ${seconds} s per server after 1 s of warm-up on the same connections, ${rounds} round(s); client (autocannon), CMS and bare server share this machine`,
);
buildIfStale({ admin: false });
const dir = prepareBench();

try {
  const { base, readyS } = await startCms('public-content');
  console.log(`Strapi healthy after ${fmt(readyS)} s`);
  const summary = [];
  for (const t of targets) {
    await record(`${base}${t.path}`); // the first answer fills the content cache
    const answer = await record(`${base}${t.path}`);
    if (answer.status !== 200) throw new Error(`${t.name} answered ${answer.status}`);
    const bareBase = await startBare(dir, answer);
    console.log(`\n${t.name}: ${t.path}`);
    console.log(
      `  ${answer.body.length} bytes as sent (${answer.headers['content-encoding'] ?? 'identity'}), X-Cache ${answer.headers['x-cache'] ?? '–'}, ${Object.keys(answer.headers).length} headers`,
    );
    console.log(row(['server', 'req/s', 'p50 ms', 'p99 ms', 'failures', 'X-Cache HIT', 'of bare'], 20));
    const ratios = [];
    for (let round = 1; round <= rounds; round++) {
      const figures = {};
      for (const [server, url] of [
        ['bare node:http', `${bareBase}${t.path}`],
        ['CMS (cached)', `${base}${t.path}`],
      ]) {
        const r = await measure({ url, headers: browserHeaders, connections, seconds });
        figures[server] = r;
        const hit = r.hitShare === undefined ? 'no header' : `${fmt(r.hitShare * 100, 0)}%`;
        const share = server === 'CMS (cached)' ? `${fmt((r.rps / figures['bare node:http'].rps) * 100, 1)}%` : '';
        console.log(row([`${server} #${round}`, fmt(r.rps, 0), fmt(r.p50, 1), fmt(r.p99, 1), `${r.failures}/${r.n}`, hit, share], 20));
      }
      ratios.push(figures['CMS (cached)'].rps / figures['bare node:http'].rps);
    }
    stopBare();
    summary.push(`${t.name} ${ratios.map((r) => `${fmt(r * 100, 1)}%`).join(', ')}`);
  }
  console.log(`\nsummary, CMS as a share of the bare server per round: ${summary.join('; ')} (target ≥ 50%)`);
  await stopCms();
  process.exitCode = 0;
} catch (err) {
  console.error(`\n✖ ${err.message}`);
  process.exitCode = 1;
}
