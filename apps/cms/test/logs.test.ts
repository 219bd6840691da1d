import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, uniqueName, waitFor } from './api';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 11.12: a production server writes one JSON object per line; a request's log lines carry its id,
 * which is also its X-Request-Id response header (the proxy's own id when it sends a sane one); the
 * per-request access line is off at the default level and on with LOG_LEVEL=http; a LOG_LEVEL that is
 * not a level stops the start.
 */
type Instance = { cms: StrapiProcess; db: TestDatabase; workDir: string };
type LogLine = { level: string; message: string; timestamp: string; requestId?: string; path?: string; status?: number };
let quiet: Instance;
let verbose: Instance;

const start = async (env: Record<string, string>, { empty = false } = {}): Promise<Instance> => {
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir, { empty });
  const cms = await startStrapi({ ...testServerEnv(db.env, workDir), ...env }, await freePort());
  return { cms, db, workDir };
};

const cleanUp = async (instance?: Instance) => {
  if (!instance) return;
  await instance.cms.stop();
  await instance.db.drop();
  fs.rmSync(instance.workDir, { recursive: true, force: true });
};

const lines = (cms: StrapiProcess) => cms.stdout().split('\n').filter(Boolean);
const logOf = (cms: StrapiProcess): LogLine[] => lines(cms).map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  // The quiet one seeds an empty database, so what seeding logs is among the lines checked.
  [quiet, verbose] = await Promise.all([start({}, { empty: true }), start({ LOG_LEVEL: 'http' })]);
});

afterAll(async () => {
  await cleanUp(quiet);
  await cleanUp(verbose);
});

describe('production logs', () => {
  it('are one JSON object per line, with time, level and message; no access lines at the default level', async () => {
    const { cms } = quiet;
    const res = await fetch(`${cms.url}/api/skills?pagination[pageSize]=1`, { headers: { 'x-request-id': 'quiet-probe-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('quiet-probe-1');
    // Stopping flushes everything the server wrote, the shutdown lines included.
    await cms.stop();
    const all = lines(cms);
    expect(all.length).toBeGreaterThan(5);
    for (const line of all) {
      let entry: LogLine;
      expect(() => (entry = JSON.parse(line)), line).not.toThrow();
      expect(entry!, line).toMatchObject({ level: expect.any(String), message: expect.any(String) });
      expect(new Date(entry!.timestamp).toISOString(), line).toBe(entry!.timestamp);
    }
    const entries = logOf(cms);
    expect(entries.some((e) => e.message.includes('[shutdown] SIGTERM'))).toBe(true);
    expect(entries.filter((e) => e.level === 'http' || e.message.includes('/api/skills'))).toEqual([]);
  });

  it('with LOG_LEVEL=http, each request has an access line carrying its request id, also sent as X-Request-Id', async () => {
    const { cms } = verbose;
    const given = await fetch(`${cms.url}/api/skills?pagination[pageSize]=1`, { headers: { 'x-request-id': 'proxy-7f3a.b2:9' } });
    expect(given.status).toBe(200);
    expect(given.headers.get('x-request-id')).toBe('proxy-7f3a.b2:9');

    const generated = await fetch(`${cms.url}/api/nothing-here`);
    expect(generated.status).toBe(404);
    const generatedId = generated.headers.get('x-request-id')!;
    expect(generatedId).toMatch(/^[0-9a-f-]{36}$/);

    // An id that could forge or break a log line is replaced, not copied.
    const insane = await fetch(`${cms.url}/api/skills?pagination[pageSize]=1`, { headers: { 'x-request-id': 'a b"}{"level":"error' } });
    const replacedId = insane.headers.get('x-request-id')!;
    expect(replacedId).toMatch(/^[0-9a-f-]{36}$/);

    const accessLine = (id: string) => waitFor(() => logOf(cms).find((e) => e.requestId === id));
    expect(await accessLine('proxy-7f3a.b2:9')).toMatchObject({ level: 'http', path: '/api/skills', status: 200 });
    expect(await accessLine(generatedId)).toMatchObject({ level: 'http', path: '/api/nothing-here', status: 404 });
    expect(await accessLine(replacedId)).toMatchObject({ level: 'http', path: '/api/skills' });
    // The query string can carry tokens; the access line names the path only.
    expect(logOf(cms).filter((e) => e.level === 'http' && e.message.includes('fields'))).toEqual([]);
  });

  it("never carry a reset token: the outbox names an email's links without their query strings", async () => {
    const { cms, workDir } = verbose;
    const username = uniqueName('logged');
    const email = `${username}@example.test`;
    const registered = await callOn(cms.url, 'POST', '/api/auth/local/register', { body: { username, email, password: 'Correct-Horse-9' } });
    expect(registered.status, registered.text).toBe(200);
    expect((await callOn(cms.url, 'POST', '/api/email/forget-password', { body: { email } })).status).toBe(200);
    const outbox = path.join(workDir, 'outbox');
    const resetMail = await waitFor(() =>
      fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .filter((f) => f.endsWith('.json'))
            .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
            .find((m) => m.to === email)
        : undefined,
    );
    const token = String(resetMail.text).match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token, 'the email carries its reset link').toBeDefined();
    const outboxLine = await waitFor(() => logOf(cms).find((e) => e.message.startsWith('[mail-drop]') && e.message.includes(email)));
    expect(outboxLine.message).toContain('/reset-password?…');
    expect(lines(cms).filter((line) => line.includes(token!))).toEqual([]);
  });

  it('with LOG_FORMAT=text (what `npm start` asks), lines are for a person: readable, not JSON', async () => {
    const text = await start({ LOG_FORMAT: 'text' });
    try {
      await text.cms.stop();
      const shutdown = lines(text.cms).find((line) => line.includes('[shutdown] SIGTERM'));
      expect(shutdown).toBeDefined();
      expect(() => JSON.parse(shutdown!)).toThrow();
    } finally {
      await cleanUp(text);
    }
  });

  it.each([
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of error, warn, info, http, debug'],
    ['LOG_FORMAT', 'xml', 'LOG_FORMAT must be json or text'],
  ])('%s=%s stops the start, naming it', async (name, value, message) => {
    const workDir = makeWorkDir();
    const db = await createTestDatabase(workDir);
    try {
      const error = await startStrapi({ ...testServerEnv(db.env, workDir), [name]: value }, await freePort()).then(
        async (cms) => (await cms.stop(), null),
        (e: Error) => e.message,
      );
      expect(error, `the server started with ${name}=${value}`).not.toBeNull();
      expect(error).toMatch(/Strapi exited with [1-9]/);
      expect(error).toContain(message);
    } finally {
      await db.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
});
