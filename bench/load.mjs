// Load benchmark of the scaled topology (issue 11): N instances (default 2) behind nginx on PostgreSQL,
// Redis and local S3, with `--users` virtual users running mixed journeys for `--duration` seconds; then
// every acknowledged write is looked up in the database. Prints throughput, per-endpoint p50/p95/p99 and
// errors. Figures only; it asserts nothing about speed, but exits 1 when an acknowledged write is missing.
//
//   npm run bench:load -- [--instances 2] [--users 200] [--duration 60] [--think 250]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildIfStale } from '../scripts/lib/project.mjs';
import { sleep, startTopology } from './lib/topology.mjs';
import { contentUrls } from './lib/web-app-urls.mjs';

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    think: { type: 'string', default: '250' }, // mean pause between a user's steps, ms
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const instances = Number(args.instances);
const users = Number(args.users);
const durationMs = Number(args.duration) * 1000;
const thinkMs = Number(args.think);
if (![instances, users, durationMs].every((n) => n >= 1) || !(thinkMs >= 0)) throw new Error('--instances, --users, --duration must be positive, --think ≥ 0');

// ── one HTTP client for all users: keep-alive to the proxy, per-endpoint latencies ──
const agent = new http.Agent({ keepAlive: true, maxSockets: users + 8 });
const stats = new Map(); // endpoint → { ms: number[], errors, statuses: Map }
const record = (endpoint, ms, status) => {
  let s = stats.get(endpoint);
  if (!s) stats.set(endpoint, (s = { ms: [], errors: 0, statuses: new Map() }));
  s.ms.push(ms);
  if (!(status >= 200 && status < 400)) {
    s.errors++;
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  }
};

let base;
/** One request through the proxy, as client address `ip` (X-Forwarded-For, which the proxy passes on). */
const request = (endpoint, method, route, { token, body, ip } = {}) =>
  new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const t0 = process.hrtime.bigint();
    const req = http.request(
      `${base}${route}`,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          'accept-encoding': 'gzip, br',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          record(endpoint, ms, res.statusCode);
          let json = null;
          // Compressed bodies are only read where a step needs them; those ask with identity below.
          if (!res.headers['content-encoding'])
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              /* not JSON */
            }
          resolve({ status: res.statusCode, body: json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      record(endpoint, Number(process.hrtime.bigint() - t0) / 1e6, 0);
      resolve({ status: 0, body: null });
    });
    if (payload) req.write(payload);
    req.end();
  });

// The anonymous reads, with exactly the web app's query strings (bench/lib/web-app-urls.mjs).
const urlOf = (name) => contentUrls.find((u) => u.name === name).path;
const SKILLS = urlOf('skills list');
const APP_INFO = urlOf('app-information');
const FAQ = urlOf('page faq');

// What the users acknowledged writes of, checked in the database at the end.
const acknowledged = { users: [], checkIns: [], analyses: [], favourites: [], completions: [], purchases: [] };

const pause = () => sleep(thinkMs ? Math.random() * 2 * thinkMs : 0);
const pick = (a) => a[Math.floor(Math.random() * a.length)];

/** One person: signs up, reads, keeps favourites, completes skills, checks in, analyses; some buy premium. */
const journey = async (n, until, world) => {
  const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`;
  const username = `load${Date.now().toString(36)}${n}`;
  const email = `${username}@bench.test`;
  const reg = await request('sign-up', 'POST', '/api/auth/local/register', { ip, body: { username, email, password: 'Correct-Horse-9' } });
  if (reg.status !== 200 || !reg.body?.jwt) return;
  const token = reg.body.jwt;
  acknowledged.users.push({ id: reg.body.user.id, email });
  const buys = n % 10 === 0; // one user in ten buys premium with the 4242 card
  let step = 0;
  while (Date.now() < until) {
    await pause();
    switch (step++ % 9) {
      case 0:
        await request('GET skills (anonymous list)', 'GET', SKILLS, { ip });
        break;
      case 1:
        await request('GET /api/users/me', 'GET', '/api/users/me', { ip, token });
        break;
      case 2:
        await request('GET /api/account', 'GET', '/api/account', { ip, token });
        break;
      case 3: {
        const slug = pick(world.freeSkills);
        const r = await request('PUT favourite', 'PUT', `/api/account/favourites/${slug}`, { ip, token });
        if (r.status >= 200 && r.status < 300) acknowledged.favourites.push({ email, slug });
        break;
      }
      case 4: {
        const slug = pick(world.freeSkills);
        const r = await request('POST completion', 'POST', `/api/account/completions/${slug}`, { ip, token });
        if (r.status >= 200 && r.status < 300) acknowledged.completions.push({ email, slug });
        break;
      }
      case 5: {
        const clientId = randomUUID();
        const r = await request('POST check-in', 'POST', '/api/account/stress-check-ins', {
          ip,
          token,
          body: { clientId, all_stresses: { panic: Math.random() < 0.5, loneliness: true } },
        });
        if (r.status >= 200 && r.status < 300) acknowledged.checkIns.push({ email, clientId });
        break;
      }
      case 6: {
        const clientId = randomUUID();
        const r = await request('POST analysis', 'POST', '/api/account/analyses', { ip, token, body: { clientId, ...world.path } });
        if (r.status >= 200 && r.status < 300) acknowledged.analyses.push({ email, clientId });
        break;
      }
      case 7:
        await request('GET app-information', 'GET', APP_INFO, { ip });
        break;
      case 8:
        if (buys && !acknowledged.purchases.some((p) => p.email === email)) {
          if (await purchase(ip, token, email)) acknowledged.purchases.push({ email });
        } else await request('GET page faq', 'GET', FAQ, { ip });
        break;
    }
  }
};

/** The sandbox checkout with card 4242: create, tokenize, confirm, check status. */
const purchase = async (ip, token, email) => {
  const created = await request('POST create-subscription', 'POST', '/api/stripe/create-subscription', {
    ip,
    token,
    body: {
      customerName: 'Load Tester',
      customerEmail: email,
      customerAddress: { line1: '1 Calm Street', city: 'Springfield', state: 'OR', postal_code: '97477', country: 'US' },
    },
  });
  if (created.status !== 200) return false;
  const pm = await request('POST tokenize', 'POST', '/api/stripe/sandbox/tokenize', {
    ip,
    token,
    body: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  if (pm.status !== 200) return false;
  const confirmed = await request('POST confirm-payment', 'POST', '/api/stripe/sandbox/confirm-payment', {
    ip,
    token,
    body: { clientSecret: created.body.clientSecret, paymentMethodId: pm.body.id },
  });
  if (confirmed.status !== 200) return false;
  await request('POST subscription-status', 'POST', '/api/stripe/subscription-status', { ip, token, body: { subscriptionId: created.body.subscriptionId } });
  return true;
};

/** Reads the world the journeys need (identity-encoded, so the JSON can be read). */
const getJson = async (route) =>
  new Promise((resolve, reject) => {
    http
      .get(`${base}${route}`, { headers: { accept: 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(`${route}: ${res.statusCode} ${text.slice(0, 200)}`))));
      })
      .on('error', reject);
  });

/** Every acknowledged write, looked up in PostgreSQL: what was answered 2xx must be there, once. */
const verify = async (dbUrl) => {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const missing = [];
  const userIds = new Map();
  for (const u of acknowledged.users) {
    const { rows } = await db.query('SELECT id FROM up_users WHERE lower(email) = lower($1)', [u.email]);
    if (rows.length !== 1) missing.push(`user ${u.email}: ${rows.length} rows`);
    else userIds.set(u.email, rows[0].id);
  }
  const byClientId = async (table, list, what) => {
    for (const w of list) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`, [w.clientId]);
      if (rows[0].n !== 1) missing.push(`${what} ${w.clientId} of ${w.email}: ${rows[0].n} rows`);
    }
  };
  await byClientId('forms', acknowledged.checkIns, 'check-in');
  await byClientId('rca_analyses', acknowledged.analyses, 'analysis');
  // Favourites and completions: the user's link to a skill with that slug (either of its draft/published rows).
  const linked = async (table, list, what) => {
    for (const w of list) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${table} l JOIN skills s ON s.id = l.skill_id WHERE l.user_id = $1 AND s.slug = $2`, [
        userIds.get(w.email),
        w.slug,
      ]);
      if (rows[0].n < 1) missing.push(`${what} ${w.slug} of ${w.email}`);
    }
  };
  await linked('up_users_skills_lnk', acknowledged.favourites, 'favourite');
  await linked('up_users_completed_skill_lnk', acknowledged.completions, 'completion');
  // A paid purchase is an active subscription, one per buyer.
  for (const p of acknowledged.purchases) {
    const { rows } = await db.query(
      `SELECT s.status FROM subscriptions s JOIN subscriptions_user_lnk l ON l.subscription_id = s.id WHERE l.user_id = $1 AND s.status = 'active'`,
      [userIds.get(p.email)],
    );
    if (rows.length !== 1) missing.push(`premium of ${p.email}: ${rows.length} active subscriptions`);
  }
  await db.end();
  return { missing };
};

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

const main = async () => {
  buildIfStale({ admin: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-load-'));
  let topology;
  const bail = async (code) => {
    await topology?.stop();
    if (code === 0) fs.rmSync(dir, { recursive: true, force: true });
    else console.error(`logs kept in ${dir}`);
    process.exit(code);
  };
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void bail(130));
  try {
    console.log(`starting ${instances} instance(s) behind nginx on PostgreSQL, Redis and s3rver …`);
    topology = await startTopology({
      dir,
      instances,
      databaseUrl: args['database-url'],
      redisUrl: args['redis-url'],
      // The bench plays an outer proxy naming each user's address (X-Forwarded-For), nginx the inner one:
      // two hops, so per-address limits see 200 people, not one.
      extraEnv: { TRUST_PROXY_HOPS: '2' },
    });
    base = topology.url;
    console.log(`all ${instances} instance(s) healthy ${topology.readyS.toFixed(1)} s after starting together; proxy at ${base}`);

    const skills = (await getJson(`/api/skills?pagination[pageSize]=100`)).data;
    const [trigger] = (await getJson('/api/triggers?sort=order_id')).data;
    const [emotion] = (await getJson(`/api/emotions?filters[triggers][id][$in][0]=${trigger.id}`)).data;
    const [thought] = (
      await getJson(`/api/immediate-thoughts?filters[$and][0][emotions][id][$in][0]=${emotion.id}&filters[$and][1][triggers][id][$in][0]=${trigger.id}`)
    ).data;
    const world = {
      freeSkills: skills.filter((s) => !s.premium).map((s) => s.slug),
      path: { triggers: [trigger.documentId], emotions: [emotion.documentId], immediate_thoughts: [thought.documentId] },
    };
    // Seed images come from S3 whichever instance answers (issue 11.2).
    const images = (await getJson(SKILLS)).data.map((s) => s.Skill_Image?.url).filter(Boolean);
    let imagesOk = 0;
    for (const u of images.slice(0, 5)) if ((await fetch(new URL(u, base))).ok) imagesOk++;

    console.log(`${users} virtual users for ${durationMs / 1000} s (mean think time ${thinkMs} ms) …`);
    const t0 = Date.now();
    const until = t0 + durationMs;
    // Users arrive over the first 5 s, as people do, not in one instant.
    await Promise.all(
      Array.from({ length: users }, async (_, n) => {
        await sleep((n / users) * Math.min(5000, durationMs / 2));
        await journey(n, until, world);
      }),
    );
    const elapsed = (Date.now() - t0) / 1000;

    let total = 0;
    let errors = 0;
    const rows = [...stats.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, s]) => {
        s.ms.sort((a, b) => a - b);
        total += s.ms.length;
        errors += s.errors;
        const statuses = [...s.statuses].map(([k, v]) => `${k || 'net'}×${v}`).join(' ');
        return {
          endpoint: name,
          requests: s.ms.length,
          'req/s': (s.ms.length / elapsed).toFixed(1),
          p50: pct(s.ms, 50).toFixed(1),
          p95: pct(s.ms, 95).toFixed(1),
          p99: pct(s.ms, 99).toFixed(1),
          errors: s.errors ? `${s.errors} (${statuses})` : '0',
        };
      });
    console.log(
      `\n${total} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(0)} req/s through the proxy, ${errors} errors (${((errors / total) * 100).toFixed(2)} %)`,
    );
    console.table(rows);
    console.log(
      `seed images (${images[0] ? new URL(images[0], base).href.replace(/[^/]+$/, '…') : 'none'}): ${imagesOk}/${Math.min(5, images.length)} answered`,
    );

    const { missing } = await verify(topology.dbUrl);
    const acks = Object.entries(acknowledged)
      .map(([k, v]) => `${k} ${v.length}`)
      .join(', ');
    console.log(`acknowledged writes: ${acks}`);
    if (missing.length) {
      console.error(`✖ ${missing.length} acknowledged write(s) missing or duplicated:\n  ${missing.slice(0, 20).join('\n  ')}`);
      await bail(1);
    }
    console.log('✔ every acknowledged write is in the database, once');
    await bail(0);
  } catch (error) {
    console.error(error);
    await bail(1);
  }
};

await main();
