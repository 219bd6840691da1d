import { z } from 'zod';
import { parseDataKey } from '../privacy/data-key';

/*
 * Every environment variable the CMS's own code reads, checked once at boot (issue 8): a value that
 * does not fit stops the start with a message naming the variable, rather than becoming 0 or NaN
 * somewhere later (RATE_LIMIT_ACCOUNT_MAX=abc once turned every sign-in into a 429). An empty value
 * counts as not set. Strapi's own settings (database, secrets, SMTP) stay in config/*.ts with Strapi's
 * `env` helper, as Strapi documents them.
 */

const unsetIfBlank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const flag = (fallback: boolean) =>
  z.preprocess(unsetIfBlank, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()).transform((v) => (v === undefined ? fallback : v === 'true'));

const whole = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .preprocess(unsetIfBlank, z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).optional())
    .transform((v) => v ?? fallback);

const text = () => z.preprocess(unsetIfBlank, z.string().trim().optional());
const textOr = (fallback: string) => text().transform((v) => v ?? fallback);
const url = () => z.preprocess(unsetIfBlank, z.url({ error: 'must be a full URL such as https://steady.example' }).optional());

const MB = 1024 * 1024;

const isDataKey = (v: string) => {
  try {
    parseDataKey(v);
    return true;
  } catch {
    return false;
  }
};
const dataKeyMessage = { error: 'must be 32 random bytes as base64 or hex (openssl rand -base64 32)' };

export const envSchema = z
  .object({
    NODE_ENV: textOr('development'),
    PORT: whole(1337, 1, 65535),
    PUBLIC_URL: url(),
    CORS_ORIGINS: textOr(''),

    // Behind a reverse proxy / load balancer: read the client's address from X-Forwarded-For (Koa
    // `proxy`), taking the TRUST_PROXY_HOPS-th address from the end (one per proxy in front of us).
    TRUST_PROXY: flag(false),
    TRUST_PROXY_HOPS: whole(1, 1, 10),
    RATE_LIMIT_ACCOUNT_MAX: whole(10, 1),
    RATE_LIMIT_ADDRESS_MAX: whole(100, 1),
    CAPTCHA_ENABLED: flag(true),
    CAPTCHA_POW_DIFFICULTY: whole(15, 0, 32),

    REDIS_URL: url(),
    REDIS_KEY_PREFIX: textOr('steady'),
    CONTENT_CACHE_ENABLED: flag(true),

    SEED_CONTENT: flag(true),
    SEED_DEMO_ACCOUNT: z.preprocess(unsetIfBlank, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
    SEED_DIR: text(),
    WEB_DIST_DIR: text(),
    UPLOAD_SIZE_LIMIT: whole(5 * MB, 1),
    ADMIN_EMAIL: text(),
    ADMIN_PASSWORD: z.preprocess(unsetIfBlank, z.string().optional()),
    EMAIL_REPLY_TO: textOr('support@steady.example'),
    // The email outbox's worker (src/email-outbox, decision 010): SMTP's connect, greeting and idle
    // timeouts, attempts before a message is given up, exponential backoff between them, and its poll.
    EMAIL_SEND_TIMEOUT_MS: whole(10_000, 100),
    EMAIL_MAX_ATTEMPTS: whole(12, 1),
    EMAIL_RETRY_BASE_MS: whole(10_000, 10),
    EMAIL_RETRY_MAX_MS: whole(3_600_000, 10),
    EMAIL_OUTBOX_POLL_SECONDS: whole(5, 1, 59),
    // Safety plans, diary notes and rating notes are encrypted with this key (src/privacy, decision 009).
    DATA_ENCRYPTION_KEY: z.preprocess(unsetIfBlank, z.string().refine(isDataKey, dataKeyMessage).optional()),
    DATA_ENCRYPTION_OLD_KEYS: textOr('').transform((v) => v.split(',').map((k) => k.trim()).filter(Boolean)).refine((keys) => keys.every(isDataKey), dataKeyMessage),

    PREMIUM_PLAN: textOr('premium-monthly'),
    PAYMENTS_SANDBOX: flag(false),
    SANDBOX_SECRET: text(),
    SANDBOX_CLOCK_ROUTE: flag(false),
    SANDBOX_RENEWAL_INTERVAL_MS: whole(60_000, 100),
    APP_KEYS: text(),
    STRIPE_SECRET_KEY: text(),
    STRIPE_PUBLISHABLE_KEY: text(),
    STRIPE_WEBHOOK_SECRET: text(),
    STRIPE_API_HOST: text(),
    STRIPE_API_PORT: z.preprocess(unsetIfBlank, z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(65535).optional()),
    STRIPE_API_PROTOCOL: z.preprocess(unsetIfBlank, z.enum(['http', 'https'], { error: 'must be http or https' }).optional()),
  })
  .refine((env) => env.NODE_ENV !== 'production' || !!env.DATA_ENCRYPTION_KEY, {
    path: ['DATA_ENCRYPTION_KEY'],
    message: 'must be set in production (openssl rand -base64 32)',
  })
  .transform((env) => ({
    ...env,
    /** Where emailed links point: PUBLIC_URL, or this server on localhost (never taken from a request). */
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** The demo account is seeded when asked, and by default outside production. */
    seedDemoAccount: env.SEED_DEMO_ACCOUNT ? env.SEED_DEMO_ACCOUNT === 'true' : env.NODE_ENV !== 'production',
  }));

export type Settings = z.infer<typeof envSchema>;

/** Parses an environment; a bad value throws one error that names every bad variable and what it must be. */
export const loadSettings = (source: Record<string, string | undefined>): Settings => {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`[config] Refusing to start: ${problems.join('; ')}. Fix the environment (README, Configuration) and start again.`);
};

let current: Settings | undefined;

/** This process's settings, read from process.env the first time they are asked for (at boot). */
export const settings = (): Settings => (current ??= loadSettings(process.env));
