// `npm run sandbox:advance-clock -- --days 31`: moves the sandbox payment gateway's clock forward, like a
// Stripe test clock, and renews every subscription that became due (a charge, an order and an email each,
// nextPaymentDate moves on). Uses the same database as the app (DATABASE_FILENAME / DATABASE_URL); the running
// app sees the new time at once. A running test server can also be moved with POST /api/stripe/sandbox/advance-clock
// when it was started with SANDBOX_CLOCK_ROUTE=true.
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, contractsDir, isStale, npmRun, root, run, withSecrets } from '../../../scripts/lib/project.mjs';

const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const at = args.indexOf('--days');
// From the repository root, npm's workspace hop eats the `--days` flag and passes only its value, so a bare number counts too.
const raw = at >= 0 ? args[at + 1] : (args.find((a) => a.startsWith('--days='))?.slice('--days='.length) ?? args.find((a) => /^\d+$/.test(a)));
const days = Number(raw);
if (!Number.isInteger(days) || days < 1 || days > 3660) {
  console.error('Usage: npm run sandbox:advance-clock -- --days <1..3660>');
  process.exit(2);
}
if (process.env.STRIPE_SECRET_KEY) {
  console.error('STRIPE_SECRET_KEY is set: the clock belongs to the sandbox gateway only (use a Stripe test clock instead).');
  process.exit(2);
}

// Only what the CMS server needs (not the web app): the contracts and the compiled server.
if (isStale(path.join(contractsDir, 'dist', 'index.js'), [path.join(contractsDir, 'src')])) npmRun('@steady/contracts', 'build');
if (isStale(path.join(cmsDir, 'dist', 'src', 'index.js'), [path.join(cmsDir, 'src'), path.join(cmsDir, 'config'), path.join(contractsDir, 'src')])) {
  run(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: cmsDir });
}
Object.assign(process.env, withSecrets(process.env), { SEED_CONTENT: process.env.SEED_CONTENT ?? 'false' });
process.chdir(cmsDir);
const { createStrapi, compileStrapi } = require('@strapi/strapi');
const app = await createStrapi({ ...(await compileStrapi()), autoReload: false, logLevel: 'error' }).load();
try {
  const { now, renewals } = await app.service('api::payments.payments').sandbox().advanceClock(days);
  console.log(`› sandbox clock moved ${days} day(s) forward: it is now ${now.toISOString()}; ${renewals} renewal(s) charged`);
} finally {
  await app.destroy();
}
process.exit(0);
