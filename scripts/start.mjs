// `npm start`: build what is not built, then serve /api, /admin and the web app on one port.
import { buildIfStale, startStrapi } from './lib/project.mjs';

const started = Date.now();
buildIfStale({ admin: true });
console.log(`› starting Steady on http://localhost:${process.env.PORT || 1337} (builds took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
// The embedded default is an offline demo: without Stripe keys it sells premium through the sandbox gateway,
// which a production server runs only when asked (PAYMENTS_SANDBOX=true); set PAYMENTS_SANDBOX=false to refuse it.
// Without SMTP_HOST its emails are files in apps/.tmp/outbox, which a production server allows only when asked
// (EMAIL_OUTBOX_ALLOWED=true); set EMAIL_OUTBOX_ALLOWED=false to refuse it.
// Readable log lines in the terminal (JSON lines are for a deployment's log collector).
const child = startStrapi({
  NODE_ENV: 'production',
  SEED_DEMO_ACCOUNT: 'true',
  PAYMENTS_SANDBOX: 'true',
  EMAIL_OUTBOX_ALLOWED: 'true',
  LOG_FORMAT: 'text',
  ...process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
