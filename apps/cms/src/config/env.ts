import { z } from 'zod';
import { parseDataKey } from './data-key';

/*
 * Every environment variable the CMS's own code reads, checked once at boot (issue 8): a value that
 * does not fit stops the start with a message naming the variable, rather than becoming 0 or NaN
 * somewhere later (RATE_LIMIT_ACCOUNT_MAX=abc once turned every sign-in into a 429). An empty value
 * counts as not set. Strapi's own settings (database, secrets, SMTP) stay in config/*.ts with Strapi's
 * `env` helper, as Strapi documents them.
 */

const unsetIfBlank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const flag = (fallback: boolean) =>
  z
    .preprocess(unsetIfBlank, z.enum(['true', 'false'], { error: 'must be true or false' }).optional())
    .transform((v) => (v === undefined ? fallback : v === 'true'));

const whole = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .preprocess(
      unsetIfBlank,
      z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`)
        .optional(),
    )
    .transform((v) => v ?? fallback);

const text = () => z.preprocess(unsetIfBlank, z.string().trim().optional());
const textOr = (fallback: string) => text().transform((v) => v ?? fallback);
const url = () => z.preprocess(unsetIfBlank, z.url({ error: 'must be a full URL such as https://steady.example' }).optional());

const MB = 1024 * 1024;
/** setInterval's largest delay; a bigger one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** An http(s) address: S3 endpoints and public URLs are fetched by the server and by browsers. */
const httpUrl = () =>
  z.preprocess(unsetIfBlank, z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL such as https://s3.example.com' }).optional());

/** S3's bucket naming rules (3–63 lowercase letters, digits, dots, hyphens; a letter or digit at each end). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Uploads go to S3-compatible storage when S3_BUCKET is set; these are the settings that go with it. */
const S3_COMPANIONS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL', 'S3_ACL'] as const;

type S3Env = {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: 'true' | 'false';
  S3_PUBLIC_URL?: string;
  S3_ACL?: 'public-read';
};

export type S3Storage = {
  bucket: string;
  region: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's default chain (instance role, AWS_* variables …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  acl?: 'public-read';
  /** The address browsers load uploads from; every stored file URL starts with it. */
  publicUrl: string;
  /** Its origin, the one the Content-Security-Policy lets images and media come from. */
  publicOrigin: string;
};

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/**
 * Where browsers fetch uploads: S3_PUBLIC_URL (a CDN, or the bucket's public address when S3_ENDPOINT is
 * an address only the servers reach); else the bucket on the endpoint, addressed the way the SDK
 * addresses it (path style: endpoint/bucket; virtual host: bucket.endpoint); else AWS's own address.
 */
const s3PublicUrl = (env: S3Env & { S3_BUCKET: string; S3_REGION: string }, forcePathStyle: boolean) => {
  if (env.S3_PUBLIC_URL) return trimSlashes(env.S3_PUBLIC_URL);
  const bucket = env.S3_BUCKET;
  if (env.S3_ENDPOINT) {
    const endpoint = new URL(env.S3_ENDPOINT);
    return forcePathStyle ? `${trimSlashes(env.S3_ENDPOINT)}/${bucket}` : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  }
  return forcePathStyle ? `https://s3.${env.S3_REGION}.amazonaws.com/${bucket}` : `https://${bucket}.s3.${env.S3_REGION}.amazonaws.com`;
};

/** The S3 settings as one checked value, or null for uploads on local disk (the embedded default). */
const s3Storage = (env: S3Env): S3Storage | null => {
  if (!env.S3_BUCKET || !env.S3_REGION) return null;
  // S3-compatible servers (MinIO, Ceph …) are mostly addressed by path; AWS itself by virtual host.
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!env.S3_ENDPOINT;
  const publicUrl = s3PublicUrl({ ...env, S3_BUCKET: env.S3_BUCKET, S3_REGION: env.S3_REGION }, forcePathStyle);
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ? trimSlashes(env.S3_ENDPOINT) : undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle,
    acl: env.S3_ACL,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
  };
};

/** Settings that only make sense together: each problem names the variable to fix. */
const checkS3 = (env: S3Env & { PUBLIC_URL?: string }, ctx: z.RefinementCtx) => {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!env.S3_BUCKET) {
    const stray = S3_COMPANIONS.filter((name) => env[name] !== undefined);
    if (stray.length)
      problem(
        'S3_BUCKET',
        `must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} (or remove ${stray.length > 1 ? 'them' : 'it'} to keep uploads on local disk)`,
      );
    return;
  }
  if (!env.S3_REGION) problem('S3_REGION', 'must be set when S3_BUCKET is (us-east-1 suits most S3-compatible servers)');
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) problem('S3_SECRET_ACCESS_KEY', 'must be set when S3_ACCESS_KEY_ID is');
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) problem('S3_ACCESS_KEY_ID', 'must be set when S3_SECRET_ACCESS_KEY is');
  // Zod runs this even after a field failed: an address that does not parse is already reported.
  if ([env.S3_ENDPOINT, env.S3_PUBLIC_URL].some((url) => url !== undefined && !URL.canParse(url))) return;
  const storage = s3Storage(env);
  // An https page may not show images from http: every upload would be a broken image.
  if (storage && env.PUBLIC_URL?.startsWith('https:') && storage.publicUrl.startsWith('http:')) {
    problem(
      'S3_PUBLIC_URL',
      `must be an https address when PUBLIC_URL is (uploads would be served from ${storage.publicUrl}, which browsers block on an https page)`,
    );
  }
};

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
    // Least severe log level written (config/logger.ts): 'http' adds one access line per request.
    // Unset: 'info' in production (no access lines), 'http' in development.
    LOG_LEVEL: z.preprocess(
      unsetIfBlank,
      z.enum(['error', 'warn', 'info', 'http', 'debug'], { error: 'must be one of error, warn, info, http, debug' }).optional(),
    ),
    // JSON lines for a log collector (production's default); `text` for a person reading a terminal (`npm start`).
    LOG_FORMAT: z.preprocess(unsetIfBlank, z.enum(['json', 'text'], { error: 'must be json or text' }).optional()),
    // On SIGTERM, how long requests already under way may take to finish before the process exits anyway.
    SHUTDOWN_TIMEOUT_MS: whole(10_000, 0, 600_000),
    RATE_LIMIT_ACCOUNT_MAX: whole(10, 1),
    RATE_LIMIT_ADDRESS_MAX: whole(100, 1),
    WRITE_LIMIT_PER_MINUTE: whole(120, 1),
    WRITE_LIMIT_PER_DAY: whole(3000, 1),
    CAPTCHA_ENABLED: flag(true),
    CAPTCHA_POW_DIFFICULTY: whole(15, 0, 32),
    // Sign-in without a device token on an account past RATE_LIMIT_ACCOUNT_MAX failures: one more zero bit
    // of proof-of-work per further failure, up to this (decision 013); below CAPTCHA_POW_DIFFICULTY counts as it.
    CAPTCHA_POW_MAX_DIFFICULTY: whole(20, 0, 32),
    // Challenges issued per client address per 15 minutes (GET /api/captcha); unset: RATE_LIMIT_ADDRESS_MAX.
    CAPTCHA_ADDRESS_MAX: z.preprocess(
      unsetIfBlank,
      z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').optional(),
    ),

    REDIS_URL: url(),
    REDIS_KEY_PREFIX: textOr('steady'),
    CONTENT_CACHE_ENABLED: flag(true),
    // Each fast path that leans on Strapi, knex or Koa internals (modules/strapi-adapter, decision 017) can be
    // switched off, should an upgrade break one before it is fixed: the plain Strapi path answers the same, slower.
    // Cached public content answered before Koa (decision 005); the cache itself stays (CONTENT_CACHE_ENABLED).
    FAST_PATH_CONTENT: flag(true),
    // GET /api/users/me and /api/account run only their own route's chain (decision 012).
    FAST_PATH_SIGNED_IN_READS: flag(true),
    // GET /api/users/me answered from the row authentication read, not read again (decision 012).
    FAST_PATH_USERS_ME: flag(true),
    // The user row and the account's lists read by SQL built once, on SQLite straight from the pool (decision 012).
    FAST_PATH_PREPARED_SQL: flag(true),
    // SQLite keeps its prepared read statements by SQL text instead of preparing each query anew.
    FAST_PATH_STATEMENT_CACHE: flag(true),

    SEED_CONTENT: flag(true),
    SEED_DEMO_ACCOUNT: z.preprocess(unsetIfBlank, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
    SEED_DIR: text(),
    WEB_DIST_DIR: text(),
    UPLOAD_SIZE_LIMIT: whole(5 * MB, 1),
    S3_BUCKET: z.preprocess(
      unsetIfBlank,
      z.string().trim().regex(BUCKET_NAME, 'must be a bucket name: 3–63 lowercase letters, digits, dots or hyphens').optional(),
    ),
    S3_ENDPOINT: httpUrl(),
    S3_REGION: text(),
    S3_ACCESS_KEY_ID: text(),
    S3_SECRET_ACCESS_KEY: text(),
    S3_FORCE_PATH_STYLE: z.preprocess(unsetIfBlank, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
    S3_PUBLIC_URL: httpUrl(),
    // Sent with each upload for buckets that grant reads by object ACL; unset, the bucket's policy must allow
    // public reads (AWS buckets made since 2023 refuse ACLs, Cloudflare R2 has none). A private ACL would
    // need signed, expiring URLs, which the shared content cache cannot hold.
    S3_ACL: z.preprocess(
      unsetIfBlank,
      z.enum(['public-read'], { error: 'must be public-read, or unset when the bucket policy allows public reads' }).optional(),
    ),
    ADMIN_EMAIL: text(),
    ADMIN_PASSWORD: z.preprocess(unsetIfBlank, z.string().optional()),
    EMAIL_REPLY_TO: textOr('support@steady.example'),
    // The email outbox's worker (src/modules/email/outbox, decision 011): SMTP's connect, greeting and idle
    // timeouts, attempts before a message is given up, exponential backoff between them, and its poll.
    EMAIL_SEND_TIMEOUT_MS: whole(10_000, 100),
    EMAIL_MAX_ATTEMPTS: whole(12, 1),
    EMAIL_RETRY_BASE_MS: whole(10_000, 10),
    EMAIL_RETRY_MAX_MS: whole(3_600_000, 10),
    EMAIL_OUTBOX_POLL_SECONDS: whole(5, 1, 59),
    // Reminders (src/modules/reminders, decision 027): how often each instance looks for reminders due; the
    // VAPID key pair of Web Push (both or neither; without them one is derived from APP_KEYS) and its contact;
    // plain-http push endpoints are for the tests' local push service only.
    REMINDER_POLL_SECONDS: whole(30, 1, 59),
    VAPID_PUBLIC_KEY: text(),
    VAPID_PRIVATE_KEY: text(),
    VAPID_SUBJECT: text(),
    WEB_PUSH_ALLOW_HTTP: flag(false),
    // Without SMTP_HOST every email (reset links too) is written to files in EMAIL_OUTBOX_DIR (the mail drop): fine for a
    // demo, a leak in production, so a production server without SMTP starts only when this says so.
    SMTP_HOST: text(),
    EMAIL_OUTBOX_ALLOWED: flag(false),
    // SMTP insists on TLS (STARTTLS, or SMTP_SECURE's TLS from the start) so the password and the reset
    // links never cross the network in clear; only a local test relay may be allowed plain text.
    SMTP_ALLOW_PLAINTEXT: flag(false),
    // Safety plans, diary notes and rating notes are encrypted with this key (src/modules/privacy, decision 009).
    DATA_ENCRYPTION_KEY: z.preprocess(unsetIfBlank, z.string().refine(isDataKey, dataKeyMessage).optional()),
    DATA_ENCRYPTION_OLD_KEYS: textOr('')
      .transform((v) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .refine((keys) => keys.every(isDataKey), dataKeyMessage),
    // Password reset emails (decision 014): at most one per account per this many seconds; the rest are answered
    // the same and send nothing (a link from those minutes still works). At most the links' hour.
    RESET_EMAIL_SPACING_SECONDS: whole(300, 1, 3600),

    PREMIUM_PLAN: textOr('premium-monthly'),
    PAYMENTS_SANDBOX: flag(false),
    SANDBOX_SECRET: text(),
    SANDBOX_CLOCK_ROUTE: flag(false),
    SANDBOX_RENEWAL_INTERVAL_MS: whole(60_000, 100),
    // The payment events inbox (src/modules/payments/inbox.ts): how often the worker applies due events, and the
    // exponential backoff between attempts at one that fails (doubling from BASE, capped at MAX).
    PAYMENT_EVENTS_INTERVAL_MS: whole(5_000, 100, MAX_TIMER_MS),
    PAYMENT_EVENT_RETRY_BASE_MS: whole(1_000, 10, MAX_TIMER_MS),
    PAYMENT_EVENT_RETRY_MAX_MS: whole(300_000, 10, MAX_TIMER_MS),
    // Applied events are kept this long to answer a late redelivery as a duplicate (Stripe retries for up to
    // three days), then removed, checked for this often; pending ones are kept until they are applied.
    PAYMENT_EVENTS_KEEP_DAYS: whole(30, 4, 3650),
    PAYMENT_EVENTS_PRUNE_INTERVAL_MS: whole(3_600_000, 100, MAX_TIMER_MS),
    // Reconciliation (src/modules/payments/reconcile.ts): how often subscriptions whose record may disagree with the
    // provider are checked, and how old a record must be before it counts as possibly out of date.
    PAYMENT_RECONCILE_INTERVAL_MS: whole(60_000, 100, MAX_TIMER_MS),
    PAYMENT_RECONCILE_AFTER_MS: whole(60_000, 0, MAX_TIMER_MS),
    APP_KEYS: text(),
    STRIPE_SECRET_KEY: text(),
    STRIPE_PUBLISHABLE_KEY: text(),
    STRIPE_WEBHOOK_SECRET: text(),
    STRIPE_API_HOST: text(),
    STRIPE_API_PORT: z.preprocess(
      unsetIfBlank,
      z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(65535).optional(),
    ),
    STRIPE_API_PROTOCOL: z.preprocess(unsetIfBlank, z.enum(['http', 'https'], { error: 'must be http or https' }).optional()),
  })
  .refine((env) => env.NODE_ENV !== 'production' || !!env.DATA_ENCRYPTION_KEY, {
    path: ['DATA_ENCRYPTION_KEY'],
    message: 'must be set in production (openssl rand -base64 32)',
  })
  .refine((env) => env.NODE_ENV !== 'production' || !!env.SMTP_HOST || env.EMAIL_OUTBOX_ALLOWED, {
    path: ['SMTP_HOST'],
    message:
      'must be set in production: without it every email, password reset links included, is written to files on this server. ' +
      'Set SMTP_HOST (with SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD), or set EMAIL_OUTBOX_ALLOWED=true to keep emails as files in the mail drop folder (EMAIL_OUTBOX_DIR) on purpose (a demo)',
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'and VAPID_PUBLIC_KEY go together: set both (npx web-push generate-vapid-keys) or neither',
  })
  .superRefine(checkS3)
  .transform((env) => ({
    ...env,
    /** Where emailed links point: PUBLIC_URL, or this server on localhost (never taken from a request). */
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : 'http'),
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'text'),
    /** The demo account is seeded when asked, and by default outside production. */
    seedDemoAccount: env.SEED_DEMO_ACCOUNT ? env.SEED_DEMO_ACCOUNT === 'true' : env.NODE_ENV !== 'production',
    /** S3-compatible storage for uploads, or null: local disk (public/uploads). */
    s3: s3Storage(env),
    captchaAddressMax: env.CAPTCHA_ADDRESS_MAX ?? env.RATE_LIMIT_ADDRESS_MAX,
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
