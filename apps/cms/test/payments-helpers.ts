import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort, startStrapi, testServerEnv } from './strapi-process';
import { queryDatabaseAt } from './database';
import { createTestDatabase, makeWorkDir } from './test-database';
import { TEST_CARD_NUMBERS } from '@steady/contracts';
import { call, callOn, mailDropMessages, type Res, type TestUser } from './api';
import { startStripeStandIn, type StandIn } from './stripe-stand-in';

/** Shared steps of the payment tests (sandbox gateway on the suite's CMS). */

/** The sandbox's test cards the payment tests pay with (the shared card catalogue). */
export const CARDS = TEST_CARD_NUMBERS;

export const subscribeBody = (user: TestUser, overrides: Record<string, unknown> = {}) => ({
  customerName: `${user.username} Tester`,
  customerEmail: user.email,
  customerAddress: { line1: '1 Calm Street', city: 'Springfield', state: 'OR', postal_code: '97477', country: 'US' },
  ...overrides,
});

export const createSubscription = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  call('POST', '/api/stripe/create-subscription', { token: user.jwt, body: subscribeBody(user, overrides) });

export const tokenize = async (user: TestUser, number: string, extra: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/stripe/sandbox/tokenize', { token: user.jwt, body: { number, exp_month: 12, exp_year: 2034, cvc: '123', ...extra } });
  if (res.status !== 200) throw new Error(`tokenize failed ${res.status}: ${res.text}`);
  return res.body as { id: string; card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string } };
};

export const confirm = (user: TestUser, clientSecret: string, paymentMethodId: string, authenticated?: boolean) =>
  call('POST', '/api/stripe/sandbox/confirm-payment', {
    token: user.jwt,
    body: { clientSecret, paymentMethodId, ...(authenticated === undefined ? {} : { authenticated }) },
  });

/** The whole client-side flow of spec §4 with a card that succeeds; returns what the thank-you page gets. */
export const purchase = async (user: TestUser, number: string = CARDS.success) => {
  const created = await createSubscription(user);
  if (created.status !== 200) throw new Error(`create-subscription failed ${created.status}: ${created.text}`);
  const pm = await tokenize(user, number);
  let confirmed: Res = await confirm(user, created.body.clientSecret, pm.id);
  if (confirmed.body?.status === 'requires_action') confirmed = await confirm(user, created.body.clientSecret, pm.id, true);
  if (confirmed.status !== 200) throw new Error(`confirm failed ${confirmed.status}: ${confirmed.text}`);
  const attached = await call('POST', '/api/stripe/attach-payment-method', { token: user.jwt, body: { paymentMethodId: pm.id, makeDefault: true } });
  if (attached.status !== 200) throw new Error(`attach failed ${attached.status}: ${attached.text}`);
  const status = await call('POST', '/api/stripe/subscription-status', { token: user.jwt, body: { subscriptionId: created.body.subscriptionId } });
  return { created: created.body, pm, status: status.body };
};

export const mailsTo = (email: string) => mailDropMessages().filter((m) => m.to === email);

export const account = async (user: TestUser) => (await call('GET', '/api/account', { token: user.jwt })).body;

/** A snapshot of everything payment-related a user can see, to prove a refused request changed nothing. */
export const paymentState = async (user: TestUser) => ({
  account: await account(user),
  subscriptions: (await call('GET', '/api/subscriptions', { token: user.jwt })).body,
  orders: (await call('GET', '/api/orders', { token: user.jwt })).body,
  methods: (await call('POST', '/api/stripe/payment-methods', { token: user.jwt, body: {} })).body,
});

// ─── A second CMS that uses the Stripe gateway, pointed at the stand-in ─────────────────────────

export const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';

/** Boots the compiled CMS on its own fresh database with STRIPE_SECRET_KEY set and the Stripe client aimed at `standInPort`. */
export const startStripeCms = async (standInPort: number) => {
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir);
  const mailDropDir = path.join(workDir, 'outbox');
  const env = {
    ...testServerEnv(db.env, workDir),
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(standInPort),
    STRIPE_API_PROTOCOL: 'http',
  };
  const strapi = await startStrapi(env, await freePort());
  return {
    url: strapi.url,
    /** Reads its database directly (`?` placeholders). */
    sql: <T = Record<string, unknown>>(query: string, params: unknown[] = []) => queryDatabaseAt<T>(db.env, query, params),
    outbox: () =>
      fs.existsSync(mailDropDir)
        ? fs
            .readdirSync(mailDropDir)
            .filter((f) => f.endsWith('.json'))
            .sort()
            .map((f) => JSON.parse(fs.readFileSync(path.join(mailDropDir, f), 'utf8')) as { to: string; subject: string; text: string })
        : [],
    stop: async () => {
      await strapi.stop();
      if (process.env.STRAPI_TEST_LOG) fs.writeFileSync(`${process.env.STRAPI_TEST_LOG}.stripe`, strapi.output());
      await db.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
};

/** Sends events to a CMS's webhook the way Stripe does: JSON body, Stripe-Signature over the raw bytes. */
export const deliverWebhooks = async (base: string, standIn: StandIn, events: object[], secret = WEBHOOK_SECRET) => {
  const answers: Res[] = [];
  for (const e of events) {
    const payload = JSON.stringify(e);
    answers.push(await callOn(base, 'POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': standIn.sign(payload, secret) } }));
  }
  return answers;
};

export const registerOn = async (base: string) => {
  const username = `buyer${Math.random().toString(16).slice(2, 10)}`;
  const input = { username, email: `${username}@example.test`, password: 'Correct-Horse-9' };
  const res = await callOn(base, 'POST', '/api/auth/local/register', { body: input });
  if (res.status !== 200) throw new Error(`register failed ${res.status}: ${res.text}`);
  return { id: res.body.user.id, username, email: input.email, password: input.password, jwt: res.body.jwt } as TestUser;
};

export const suiteApiUrl = () => inject('apiUrl');

/**
 * For the test file that calls it: a Stripe stand-in with the premium price and a second CMS whose Stripe
 * client points at it, started before the file's tests and stopped after them. `deliver` sends events to
 * that CMS's webhook the way Stripe does: JSON body, Stripe-Signature over the raw bytes.
 */
export const withStripeCms = () => {
  const running = {} as { standIn: StandIn; cms: Awaited<ReturnType<typeof startStripeCms>> };
  beforeAll(async () => {
    running.standIn = await startStripeStandIn({
      prices: { price_steady_premium_monthly: { unit_amount: 499, currency: 'usd', interval: 'month' } },
      webhookSecret: WEBHOOK_SECRET,
    });
    running.cms = await startStripeCms(running.standIn.port);
  }, 180_000);
  afterAll(async () => {
    await running.cms?.stop();
    await running.standIn?.close();
  });
  return {
    get standIn() {
      return running.standIn;
    },
    get cms() {
      return running.cms;
    },
    deliver: (events: object[], secret = WEBHOOK_SECRET) => deliverWebhooks(running.cms.url, running.standIn, events, secret),
  };
};
