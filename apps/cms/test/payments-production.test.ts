import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { freePort, startStrapi, testServerEnv } from './strapi-process';
import { createTestDatabase, makeWorkDir } from './test-database';

describe('payments in production', () => {
  it('refuses to start with NODE_ENV=production, no Stripe keys and no PAYMENTS_SANDBOX, naming both ways out', async () => {
    const workDir = makeWorkDir();
    const db = await createTestDatabase(workDir);
    const { PAYMENTS_SANDBOX: _allowed, ...env } = testServerEnv(db.env, workDir);
    let failure: unknown = null;
    try {
      // startStrapi always runs NODE_ENV=production; empty Stripe keys mean "not configured".
      const strapi = await startStrapi(
        { ...env, PAYMENTS_SANDBOX: '', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
        await freePort(),
      );
      await strapi.stop();
    } catch (error) {
      failure = error;
    } finally {
      await db.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
    expect(failure, 'the server started and would sell premium for the test card').toBeInstanceOf(Error);
    const output = (failure as Error).message;
    expect(output).toMatch(/Strapi exited with [1-9]/);
    expect(output).toContain('Refusing to start');
    expect(output).toContain('STRIPE_SECRET_KEY');
    expect(output).toContain('PAYMENTS_SANDBOX=true');
  });

  it('runs the sandbox in production when PAYMENTS_SANDBOX=true, as the suite CMS does', async () => {
    const res = await call('GET', '/api/stripe/config');
    expect(res.status).toBe(200);
    expect(res.body.gateway).toBe('sandbox');
  });
});
