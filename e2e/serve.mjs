// Starts the built app (Strapi serving /api and the web app) on a fresh throw-away database for
// the browser tests. Playwright's webServer runs this and waits for /_health.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStrapi } from '../scripts/lib/project.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = process.env.E2E_PORT || '1338';
// One work folder per port, so two runs on different ports never share a database or mail drop.
const work = path.join(here, '.tmp', port);
fs.rmSync(work, { recursive: true, force: true });
// Uploads (the seeded illustrations) go here too, not into apps/cms/public.
fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });

const child = startStrapi({
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_FILENAME: path.join(work, 'e2e.db'),
  EMAIL_OUTBOX_DIR: path.join(work, 'outbox'),
  PUBLIC_DIR: path.join(work, 'public'),
  SERVE_ADMIN_PANEL: 'false',
  SEED_DEMO_ACCOUNT: 'true',
  // Payments run on the sandbox gateway, which a production server runs only when asked.
  PAYMENTS_SANDBOX: 'true',
  // Emails are files in the mail drop folder (the tests read them), which a production server allows only when asked.
  EMAIL_OUTBOX_ALLOWED: 'true',
  RATE_LIMIT_ADDRESS_MAX: '100000',
  // The browser tests answer the captcha with its proof-of-work; keep it to a few hundred hashes.
  CAPTCHA_POW_DIFFICULTY: '10',
  // Lets the premium e2e move the sandbox payment clock (renewals) over HTTP.
  SANDBOX_CLOCK_ROUTE: 'true',
  // Reminders due are looked for every second, so the reminders spec's email arrives at its minute.
  REMINDER_POLL_SECONDS: '1',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
