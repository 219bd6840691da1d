import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn } from './api';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 11.3: behind a load balancer every client arrives from the proxy's address, so per-address
 * limits must read X-Forwarded-For — but only when TRUST_PROXY says a proxy is there, or anyone could
 * write a new address into the header and escape the limit.
 */
const LIMIT = 3;
type Instance = { cms: StrapiProcess; db: TestDatabase; workDir: string };
let proxied: Instance;
let direct: Instance;

const start = async (extra: Record<string, string>): Promise<Instance> => {
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir);
  const cms = await startStrapi(
    { ...testServerEnv(db.env, workDir), SEED_CONTENT: 'false', RATE_LIMIT_ADDRESS_MAX: String(LIMIT), ...extra },
    await freePort(),
  );
  return { cms, db, workDir };
};

/** A reset with a made-up token: a 400 while under the per-address limit, a 429 over it. */
const reset = (base: string, forwardedFor: string) =>
  callOn(base, 'POST', '/api/email/reset-password', {
    body: { token: 'not-a-real-token', password: 'Another-pass-1' },
    headers: { 'X-Forwarded-For': forwardedFor },
  });

beforeAll(async () => {
  [proxied, direct] = await Promise.all([start({ TRUST_PROXY: 'true' }), start({})]);
});

afterAll(async () => {
  for (const instance of [proxied, direct]) {
    await instance?.cms.stop();
    await instance?.db.drop();
    if (instance) fs.rmSync(instance.workDir, { recursive: true, force: true });
  }
});

describe('client addresses behind a proxy', () => {
  it('with TRUST_PROXY, each client behind the proxy has its own budget', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await reset(proxied.cms.url, '203.0.113.7')).status).toBe(400);
    expect((await reset(proxied.cms.url, '203.0.113.7')).status).toBe(429);
    // Another client through the same proxy is not held back by the first one.
    expect((await reset(proxied.cms.url, '198.51.100.20')).status).toBe(400);
    // The proxy appends the address it saw: the last one counts, not what the client wrote before it.
    expect((await reset(proxied.cms.url, '10.9.9.9, 203.0.113.7')).status).toBe(429);
  });

  it('without it (the default), a forged X-Forwarded-For changes nothing', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await reset(direct.cms.url, `192.0.2.${i}`)).status).toBe(400);
    expect((await reset(direct.cms.url, '192.0.2.99')).status).toBe(429);
  });
});
