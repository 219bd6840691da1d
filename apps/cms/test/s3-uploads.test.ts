import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn } from './api';
import { startS3Server, type S3Server } from './s3-server';
import { freePort, startStrapi, testServerEnv, TEST_ADMIN, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 11.2: uploads live in S3-compatible storage when S3_BUCKET is set, so a file one instance received
 * is served to every instance's clients. Two CMS instances share one database and one bucket on a real
 * S3-compatible server (s3rver); each has its own, empty, local uploads folder.
 */
const seedImages = path.resolve(__dirname, '..', 'seed', 'images');

let s3: S3Server;
let db: TestDatabase;
let workDir: string;
let a: StrapiProcess;
let b: StrapiProcess;
let adminOnA: string;
let adminOnB: string;

type UploadedFile = { id: number; name: string; url: string; mime: string; formats?: Record<string, { url: string }> | null };

const instanceDir = (name: string) => path.join(workDir, name);
const localUploads = (name: string) => fs.readdirSync(path.join(instanceDir(name), 'public', 'uploads'));

/** What a browser gets from an upload's URL. */
const download = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

/** The bucket key of a stored URL, which must start with the bucket's public address. */
const keyOf = (url: string) => {
  const base = `${s3.endpoint}/${s3.bucket}/`;
  expect(url.startsWith(base), `${url} is not in the bucket at ${base}`).toBe(true);
  return url.slice(base.length);
};

const adminLogin = async (cms: StrapiProcess) => {
  const res = await callOn(cms.url, 'POST', '/admin/login', { body: TEST_ADMIN });
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.body.data.token as string;
};

const listFiles = async (cms: StrapiProcess, token: string): Promise<UploadedFile[]> => {
  const res = await callOn(cms.url, 'GET', '/upload/files?pageSize=100', { token });
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.body.results;
};

beforeAll(async () => {
  workDir = makeWorkDir();
  s3 = await startS3Server();
  db = await createTestDatabase(workDir, { empty: true });
  const env = (name: string) => ({ ...testServerEnv(db.env, instanceDir(name)), ...s3.env });
  // A seeds the content and its images; B starts on the same database afterwards, as a second instance would.
  a = await startStrapi(env('a'), await freePort());
  b = await startStrapi(env('b'), await freePort());
  adminOnA = await adminLogin(a);
  adminOnB = await adminLogin(b);
}, 300_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await s3?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe(`uploads in S3-compatible storage, shared by two instances (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('seed images went to the bucket, and instance B hands out URLs that serve their bytes', async () => {
    const files = await listFiles(b, adminOnB);
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const file of files) {
      const got = await download(file.url);
      expect(got.status, file.url).toBe(200);
      expect(got.type).toBe('image/svg+xml');
      expect(got.bytes.equals(fs.readFileSync(path.join(seedImages, file.name))), `${file.url} holds ${file.name}`).toBe(true);
    }
    expect(await s3.keys()).toEqual(files.map((f) => keyOf(f.url)).sort());
    expect(localUploads('a')).toEqual([]);
    expect(localUploads('b')).toEqual([]);
  });

  it('a public client of instance B gets the seeded logo from the bucket', async () => {
    const res = await callOn(b.url, 'GET', '/api/app-information?populate=*');
    expect(res.status).toBe(200);
    const logo = res.body.data.app_logo;
    keyOf(logo.url);
    const got = await download(logo.url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(fs.readFileSync(path.join(seedImages, 'logo.svg')))).toBe(true);
  });

  it('an image uploaded on A lands in the bucket with its smaller format, B serves it, and deleting it on B empties the bucket of it', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'calm-lake.png');
    const before = await s3.keys();
    const res = await fetch(`${a.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${adminOnA}` }, body: form });
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(201);
    const [uploaded] = JSON.parse(text) as UploadedFile[];

    // Every size Strapi made of it (the original and at least its thumbnail) is an object in the bucket.
    const urls = [uploaded.url, ...Object.values(uploaded.formats ?? {}).map((f) => f.url)];
    expect(urls.length).toBeGreaterThanOrEqual(2);
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toEqual(urls.map(keyOf).sort());
    expect(localUploads('a')).toEqual([]);

    // B knows the file (shared database) and its URL serves A's bytes.
    const onB = await callOn(b.url, 'GET', `/upload/files/${uploaded.id}`, { token: adminOnB });
    expect(onB.status).toBe(200);
    expect(onB.body.url).toBe(uploaded.url);
    const got = await download(onB.body.url);
    expect(got).toMatchObject({ status: 200, type: 'image/png' });
    // Strapi re-encodes an upload (sharp's size optimisation): the pixels are A's, the bytes may differ.
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer({ resolveWithObject: true });
    const [sent, served] = await Promise.all([pixels(png), pixels(got.bytes)]);
    expect(served.info).toMatchObject({ width: 400, height: 300 });
    expect(served.data.equals(sent.data)).toBe(true);

    // Deleted through B: gone from the bucket, every size of it.
    expect((await callOn(b.url, 'DELETE', `/upload/files/${uploaded.id}`, { token: adminOnB })).status).toBe(200);
    expect(await s3.keys()).toEqual(before);
    for (const url of urls) expect((await download(url)).status).toBe(404);
    expect((await callOn(a.url, 'GET', `/upload/files/${uploaded.id}`, { token: adminOnA })).status).toBe(404);
  });

  it('the Content-Security-Policy lets images and media come from the bucket’s origin, and from no other', async () => {
    const res = await fetch(`${a.url}/api/skills`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', s3.endpoint]);
    expect(directive('media-src')).toEqual(["'self'", 'data:', 'blob:', s3.endpoint]);
    // The service worker fetches them to keep them for offline use (e2e/tests/offline-s3-uploads.spec.ts).
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.stripe.com', s3.endpoint]);
  });
});

describe('S3 settings are checked at start', () => {
  it('a bucket without a region, an endpoint that is not a URL and half a key pair stop the start, each named', async () => {
    const dir = makeWorkDir();
    const refusedDb = await createTestDatabase(dir);
    try {
      const start = startStrapi(
        { ...testServerEnv(refusedDb.env, dir), S3_BUCKET: 'steady-uploads', S3_ENDPOINT: 'minio:9000', S3_ACCESS_KEY_ID: 'only-the-id' },
        await freePort(),
      );
      const output = await start.then(
        async (cms) => {
          await cms.stop();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(output).toMatch(/Strapi exited with [1-9]/);
      expect(output).toContain('S3_ENDPOINT must be a full http(s) URL');
      const again = await startStrapi(
        { ...testServerEnv(refusedDb.env, dir), S3_BUCKET: 'steady-uploads', S3_ACCESS_KEY_ID: 'only-the-id' },
        await freePort(),
      ).then(
        async (cms) => {
          await cms.stop();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(again).toContain('S3_REGION must be set when S3_BUCKET is');
      expect(again).toContain('S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is');
    } finally {
      await refusedDb.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
