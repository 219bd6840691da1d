import { settings } from '../src/config/env';
import cronTasks from './cron-tasks';

export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Off by default: without a proxy in front, X-Forwarded-For is whatever the client wrote (issue 11.3).
  proxy: { koa: settings().TRUST_PROXY, maxIpsCount: settings().TRUST_PROXY_HOPS },
  // Where uploads are kept and served from (its `uploads` folder must exist); tests give each run its own.
  dirs: { public: env('PUBLIC_DIR', 'public') },
  // Daily jobs such as the helplines' review flags (config/cron-tasks.ts).
  cron: { enabled: true, tasks: cronTasks },
  // Don't try to reach the network for update checks: the app must run offline.
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('STARTUP_BANNER', false) } },
});
