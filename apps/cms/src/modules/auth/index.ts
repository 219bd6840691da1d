// Sign-in, sign-up, sessions, reset links, guessing limits and write quotas (decisions 008, 013–015).
// What other code may use (eslint.config.mjs).
export * from './common-passwords';
export * from './content-api-auth';
export * from './guards';
export * from './limits';
export * from './local-login';
export * from './logout';
export * from './me';
export * from './permission-cache';
export * from './reset-token-clearing';
export * from './reset-tokens';
export * from './sessions';
export * from './token-revocation';
export * from './write-quota';
