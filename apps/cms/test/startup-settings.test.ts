import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePort, startStrapi, testServerEnv } from './strapi-process';
import { createTestDatabase, makeWorkDir } from './test-database';

/** Starts a CMS with `overrides` and returns what it printed when it refused to start (or null if it started). */
const refusal = async (overrides: Record<string, string>): Promise<string | null> => {
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir);
  try {
    const strapi = await startStrapi({ ...testServerEnv(db.env, workDir), ...overrides }, await freePort());
    await strapi.stop();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await db.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
};

describe('settings are checked once, at start-up (issue 8)', () => {
  it('refuses to start on a bad value, naming each bad variable, instead of refusing every sign-in later', async () => {
    const output = await refusal({ RATE_LIMIT_ACCOUNT_MAX: 'ten', CAPTCHA_ENABLED: 'no', WRITE_LIMIT_PER_MINUTE: '0', WRITE_LIMIT_PER_DAY: 'lots' });
    expect(output, 'the server started with RATE_LIMIT_ACCOUNT_MAX=ten').not.toBeNull();
    expect(output).toMatch(/Strapi exited with [1-9]/);
    expect(output).toContain('RATE_LIMIT_ACCOUNT_MAX must be a whole number');
    expect(output).toContain('CAPTCHA_ENABLED must be true or false');
    expect(output).toContain('WRITE_LIMIT_PER_MINUTE must be at least 1');
    expect(output).toContain('WRITE_LIMIT_PER_DAY must be a whole number');
  });
});

describe('email in production', () => {
  it('refuses to start without SMTP_HOST unless EMAIL_OUTBOX_ALLOWED=true, rather than write reset links to files and logs', async () => {
    // testServerEnv has no SMTP_HOST and runs NODE_ENV=production (startStrapi); it asks for the outbox on purpose.
    const output = await refusal({ EMAIL_OUTBOX_ALLOWED: '' });
    expect(output, 'the server started in production with emails going to the mail drop folder').not.toBeNull();
    expect(output).toMatch(/Strapi exited with [1-9]/);
    expect(output).toContain('Refusing to start');
    expect(output).toContain('SMTP_HOST must be set in production');
    expect(output).toContain('EMAIL_OUTBOX_ALLOWED=true');
  });
});
