// Subscriptions and cards through one gateway: the sandbox or Stripe (decisions 004, 010).
// What other code may use (eslint.config.mjs).
export * from './errors';
export * from './gateway';
export * from './gateway-factory';
export * from './jobs';
export * from './service';
