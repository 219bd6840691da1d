import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { GatewayEvent, PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

/**
 * Chooses the gateway from the environment: Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox.
 * STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the Stripe client elsewhere (tests' stand-in).
 */
export const createGateway = (strapi: Core.Strapi, onEvent: (event: GatewayEvent) => Promise<void>): PaymentGateway => {
  const env = process.env;
  if (env.STRIPE_SECRET_KEY) {
    const protocol = env.STRIPE_API_PROTOCOL === 'http' ? 'http' : env.STRIPE_API_PROTOCOL === 'https' ? 'https' : undefined;
    if (!env.STRIPE_WEBHOOK_SECRET) strapi.log.warn('[payments] STRIPE_WEBHOOK_SECRET is not set: webhooks will be refused.');
    return new StripeGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      host: env.STRIPE_API_HOST || undefined,
      port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
      protocol,
      log: (m) => strapi.log.error(m),
    });
  }
  const secret = env.SANDBOX_SECRET || createHash('sha256').update(`steady-sandbox-fingerprint:${env.APP_KEYS ?? ''}`).digest('hex');
  return new SandboxGateway({ strapi, secret, onEvent });
};

export const premiumPlanRef = () => process.env.PREMIUM_PLAN || 'premium-monthly';

export const sandboxClockRouteEnabled = () => process.env.SANDBOX_CLOCK_ROUTE === 'true';
