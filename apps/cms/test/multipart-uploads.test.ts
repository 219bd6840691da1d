import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn } from './api';
import { freePort, startStrapi, testServerEnv, TEST_ADMIN, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 7, item 4: multipart bodies are read only on the upload routes, capped in size, and no temp file
 * outlives its request. A CMS of its own runs with TMPDIR pointed at a folder this test watches.
 */
let cms: StrapiProcess;
let db: TestDatabase;
let workDir: string;
let tempDir: string;
let baseline: string[];
let userToken: string;
let adminToken: string;

const UPLOAD_SIZE_LIMIT = 1024 * 1024;
const MB = 1024 * 1024;

beforeAll(async () => {
  workDir = makeWorkDir();
  tempDir = path.join(workDir, 'os-tmp');
  fs.mkdirSync(tempDir);
  db = await createTestDatabase(workDir);
  cms = await startStrapi(
    { ...testServerEnv(db.env, workDir), TMPDIR: tempDir, SEED_CONTENT: 'false', UPLOAD_SIZE_LIMIT: String(UPLOAD_SIZE_LIMIT) },
    await freePort(),
  );
  const registered = await callOn(cms.url, 'POST', '/api/auth/local/register', {
    body: { username: 'uploader', email: 'uploader@example.test', password: 'Correct-Horse-9' },
  });
  userToken = registered.body.jwt;
  const admin = await callOn(cms.url, 'POST', '/admin/login', { body: TEST_ADMIN });
  adminToken = admin.body.data.token;
  baseline = fs.readdirSync(tempDir);
}, 180_000);

afterAll(async () => {
  await cms?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** What the OS temp folder holds now that was not there after boot. */
const leftovers = () => fs.readdirSync(tempDir).filter((name) => !baseline.includes(name));

const bytes = (size: number) => new Blob([Buffer.alloc(size, 'a')], { type: 'text/plain' });

const form = (parts: Record<string, Blob | string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, `${name}.txt`);
  }
  return data;
};

type Sent = { status: number; body: any };
const send = async (
  route: string,
  body: FormData | string,
  { token, contentType, method = 'POST' }: { token?: string; contentType?: string; method?: string } = {},
): Promise<Sent> => {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  const res = await fetch(`${cms.url}${route}`, { method, headers, body });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
};

const expectClean = (res: Sent, status: number) => {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  expect(res.body?.error?.message, JSON.stringify(res.body).slice(0, 300)).toEqual(expect.any(String));
  expect(leftovers()).toEqual([]);
};

describe('routes that take no files refuse multipart before reading it', () => {
  it.each(['/api/auth/local', '/api/auth/local/', '/API/AUTH/LOCAL', '/Api/Auth/Local/', '/api/auth/local/register', '/api/email/forget-password/'])(
    'a 20 MB multipart body to %s is a 415 and leaves nothing on disk',
    async (route) => {
      const res = await send(route, form({ identifier: 'someone@example.test', password: 'x', attachment: bytes(20 * MB) }));
      expectClean(res, 415);
    },
  );

  it('a multipart body to an authenticated route is a 415 and changes nothing', async () => {
    const res = await send('/api/account/profile', form({ username: 'changed-by-multipart', file: bytes(1024) }), { token: userToken, method: 'PUT' });
    expectClean(res, 415);
    expect((await callOn(cms.url, 'GET', '/api/account', { token: userToken })).body.username).toBe('uploader');
  });

  it('a multipart PUT to an upload path that takes no files is a 415', async () => {
    expectClean(await send('/api/upload/files', form({ files: bytes(1024) }), { token: userToken, method: 'PUT' }), 415);
  });
});

describe('the upload routes read multipart, within the size limit, and leave no temp file', () => {
  it.each(['/api/upload', '/upload', '/API/UPLOAD/'])('an anonymous upload to %s is refused and leaves nothing on disk', async (route) => {
    const res = await send(route, form({ files: bytes(64 * 1024), other: bytes(64 * 1024), fileInfo: '{}' }));
    expect([401, 403]).toContain(res.status);
    expect(leftovers()).toEqual([]);
  });

  it('an upload by a signed-in user without the upload permission is a 403 and leaves nothing on disk', async () => {
    expectClean(await send('/api/upload', form({ files: bytes(64 * 1024), notes: bytes(64 * 1024) }), { token: userToken }), 403);
  });

  it.each(['/api/upload', '/upload'])('a body over UPLOAD_SIZE_LIMIT to %s is a 413 and leaves nothing on disk', async (route) => {
    expectClean(await send(route, form({ files: bytes(UPLOAD_SIZE_LIMIT + 1024) }), { token: adminToken }), 413);
    expectClean(await send(route, form({ files: bytes(UPLOAD_SIZE_LIMIT / 2), more: bytes(UPLOAD_SIZE_LIMIT / 2 + 1024) }), { token: userToken }), 413);
  });

  const truncated = '--XX\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n' + 'a'.repeat(200_000);
  const MALFORMED: { name: string; body: string; contentType: string }[] = [
    { name: 'a body cut off inside a file', body: truncated, contentType: 'multipart/form-data; boundary=XX' },
    { name: 'no boundary', body: truncated, contentType: 'multipart/form-data' },
    { name: 'a boundary that never appears', body: 'a'.repeat(10_000), contentType: 'multipart/form-data; boundary=nothere' },
    { name: 'a part without headers', body: '--XX\r\n\r\nvalue\r\n--XX--\r\n', contentType: 'multipart/form-data; boundary=XX' },
    {
      name: 'too many fields',
      body: Array.from({ length: 40 }, (_, i) => `--XX\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') + '--XX--\r\n',
      contentType: 'multipart/form-data; boundary=XX',
    },
  ];
  describe.each(['/api/upload', '/upload'])('malformed multipart to %s is a 4xx with a message', (route) => {
    it.each(MALFORMED)('$name', async ({ body, contentType }) => {
      for (const token of [undefined, userToken, adminToken]) {
        const res = await send(route, body, { token, contentType });
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(500);
        expect(leftovers()).toEqual([]);
      }
    });
  });

  it('an editor’s upload to /upload succeeds, and neither the file nor a second file field stays in the temp folder', async () => {
    const res = await send('/upload', form({ files: bytes(2048), attachment: bytes(4096) }), { token: adminToken });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body[0].size).toBeGreaterThan(0);
    expect(leftovers()).toEqual([]);
  });
});
