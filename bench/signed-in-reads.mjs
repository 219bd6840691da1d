// Load benchmark: the reads a signed-in person's every screen makes — GET /api/users/me and GET /api/account
// with a bearer token — against Strapi's own GET /_health in the same run (the floor of its HTTP stack:
// no middleware work, no database). Prints req/s, p50/p99 and each read's share of /_health, per round;
// rounds alternate the URLs so a busy machine weighs on all of them alike. Also prints the CPU time
// Strapi spent per answer (Linux), which moves far less than req/s with the machine's load. Never asserts on timing.
//
//   node bench/signed-in-reads.mjs [--duration 5] [--connections 50] [--rounds 2] [--profile DIR] [--database-url URL]
//                                  [--gc] [--node-args "FLAGS"]
//
// --profile DIR runs Strapi under `node --cpu-prof` and, at the end, prints where its CPU time went.
// --database-url names a PostgreSQL server (postgres://user@host:port/db): Strapi then runs on a fresh
// database made there for the run and dropped after it, instead of on SQLite.
// --gc runs Strapi under `node --trace-gc` and adds, per URL, the garbage collections during the counted load:
// young-generation scavenges (how many, their pauses in all, the longest) and full collections.
// --node-args adds node flags after the server's own (scripts/lib/project.mjs serverNodeArgs), e.g.
// "--max-semi-space-size=16" to compare with V8's default young generation.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/lib/project.mjs';
import { cmsCpuMs, createPostgresDatabase, fmt, machineLine, prepareBench, row, startCms, stopCms } from './lib/cms.mjs';
import { summarizeProfiles } from './lib/cpu-profile.mjs';
import { gcPauses, logOffset } from './lib/gc-trace.mjs';
import { measure } from './lib/load.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    profile: { type: 'string' },
    'database-url': { type: 'string' },
    gc: { type: 'boolean', default: false },
    'node-args': { type: 'string', default: '' },
  },
});
const seconds = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
if (!(seconds > 0) || !(connections >= 1) || !(rounds >= 1)) throw new Error('--duration, --connections and --rounds must be positive numbers');

const post = async (base, route, body, token) => {
  const res = await fetch(`${base}${route}`, {
    method: route.includes('favourites') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/** A person as the app sees one: signed up, a few favourite skills, a first name (encrypted fields are not read here). */
const signUp = async (base) => {
  const name = `bench${Date.now().toString(36)}`;
  const { jwt } = await post(base, '/api/auth/local/register', {
    username: name,
    email: `${name}@example.test`,
    password: 'Correct-Horse-9',
    firstName: 'Bench',
  });
  const skills = await (await fetch(`${base}/api/skills?filters[premium][$eq]=false&pagination[pageSize]=3`)).json();
  for (const { slug } of skills.data) await post(base, `/api/account/favourites/${slug}`, undefined, jwt);
  return jwt;
};

console.log(machineLine());
console.log(
  `${connections} connections, ${seconds} s per URL after 1 s of warm-up on the same connections, ${rounds} round(s); client (autocannon) and server share this machine`,
);
buildIfStale({ admin: false });
const dir = prepareBench();
const profileDir = args.profile ? path.resolve(args.profile) : undefined;
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });

let database;
try {
  database = args['database-url'] ? await createPostgresDatabase(args['database-url']) : undefined;
  const spawnedAt = Date.now();
  const nodeArgs = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(args.gc ? ['--trace-gc'] : []),
    ...args['node-args'].split(/\s+/).filter(Boolean),
  ];
  const { base, readyS, logFile } = await startCms('signed-in', database?.env ?? {}, { nodeArgs });
  console.log(`Strapi healthy after ${fmt(readyS)} s on ${database?.label ?? 'SQLite'} (temp dir ${dir})`);
  const auth = { authorization: `Bearer ${await signUp(base)}` };
  const targets = [
    { name: '/_health', url: `${base}/_health` },
    { name: '/api/users/me', url: `${base}/api/users/me`, headers: auth },
    { name: '/api/account', url: `${base}/api/account`, headers: auth },
  ];
  const results = [];
  const loadFrom = Date.now() - spawnedAt;
  for (let round = 1; round <= rounds; round++) {
    console.log(`\nround ${round}`);
    console.log(
      row(['url', 'req/s', 'p50 ms', 'p99 ms', 'failures', 'of /_health', 'CPU µs/req', ...(args.gc ? ['scavenges', 'GC ms', 'longest', 'full GCs'] : [])]),
    );
    const figures = {};
    for (const t of targets) {
      // Warm-up included: a pause then weighs on the connections the counted answers use.
      const gcFrom = args.gc ? logOffset(logFile) : 0;
      const r = await measure({ url: t.url, headers: t.headers, connections, seconds, cpuMs: cmsCpuMs });
      figures[t.name] = r;
      const share = t.name === '/_health' ? '' : `${fmt((r.rps / figures['/_health'].rps) * 100, 1)}%`;
      const gc = args.gc ? gcPauses(logFile, gcFrom) : null;
      const gcCells = gc ? [gc.scavenges, fmt(gc.scavengeMs, 0), fmt(gc.longestScavengeMs, 1), `${gc.fullGcs} (${fmt(gc.fullGcMs, 0)} ms)`] : [];
      console.log(row([t.name, fmt(r.rps, 0), fmt(r.p50, 1), fmt(r.p99, 1), `${r.failures}/${r.n}`, share, fmt(r.cpuUsPerRequest, 0), ...gcCells]));
    }
    results.push(figures);
  }
  const best = (name) => Math.max(...results.map((f) => f[name].rps / f['/_health'].rps));
  console.log(
    `\nsummary (best round): /api/users/me ${fmt(best('/api/users/me') * 100, 1)}% and /api/account ${fmt(best('/api/account') * 100, 1)}% of /_health; target ≥ 50%, p99 < 100 ms`,
  );
  await stopCms();
  if (profileDir) console.log(`\n${summarizeProfiles(profileDir, { skipMs: loadFrom })}\n(profiles in ${profileDir})`);
  process.exitCode = 0;
} catch (err) {
  console.error(`\n✖ ${err.message}`);
  process.exitCode = 1;
} finally {
  await stopCms();
  await database?.drop();
}
