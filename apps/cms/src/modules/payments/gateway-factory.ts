import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { settings, type Settings } from '../../config/env';
import type { EventSink } from './model';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

/**
 * The sandbox sells premium for Stripe's public test card, so a production server runs it only when an
 * operator asked for it (PAYMENTS_SANDBOX=true, as `npm start`'s offline demo does); any other environment
 * (develop, tests) may use it freely.
 */
export const sandboxAllowed = (env: Settings = settings()) => env.NODE_ENV !== 'production' || env.PAYMENTS_SANDBOX;

export const SANDBOX_REFUSED_MESSAGE =
  '[payments] Refusing to start: NODE_ENV=production and no STRIPE_SECRET_KEY, so payments would run on the sandbox gateway, ' +
  'which grants premium for the public test card 4242 4242 4242 4242. Either set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and ' +
  'STRIPE_WEBHOOK_SECRET to take real payments, or set PAYMENTS_SANDBOX=true to run the offline sandbox on purpose (a demo).';

/** Stops the server at startup when no gateway may run (see sandboxAllowed). */
export const assertPaymentsConfigured = (env: Settings = settings()) => {
  if (!env.STRIPE_SECRET_KEY && !sandboxAllowed(env)) throw new Error(SANDBOX_REFUSED_MESSAGE);
};

/**
 * Chooses the gateway from the environment: Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox
 * (in production only with PAYMENTS_SANDBOX=true).
 * STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the Stripe client elsewhere (tests' stand-in).
 */
export const createGateway = (strapi: Core.Strapi, events: EventSink): SandboxGateway | StripeGateway => {
  const env = settings();
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) strapi.log.warn('[payments] STRIPE_WEBHOOK_SECRET is not set: webhooks will be refused.');
    return new StripeGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      host: env.STRIPE_API_HOST || undefined,
      port: env.STRIPE_API_PORT,
      protocol: env.STRIPE_API_PROTOCOL,
      log: (m) => strapi.log.error(m),
    });
  }
  assertPaymentsConfigured(env);
  const secret =
    env.SANDBOX_SECRET ||
    createHash('sha256')
      .update(`steady-sandbox-fingerprint:${env.APP_KEYS ?? ''}`)
      .digest('hex');
  return new SandboxGateway({ strapi, secret, events });
};
