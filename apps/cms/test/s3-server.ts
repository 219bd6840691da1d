import fs from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type S3Server = {
  /** http://127.0.0.1:PORT — the S3 API, and (path style) the bucket's public address below it. */
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point a CMS at this server's bucket. */
  env: Record<string, string>;
  /** The keys of the objects now in the bucket (S3's ListObjectsV2, anonymously as a browser would ask). */
  keys: () => Promise<string[]>;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
};

type S3rverInstance = { run: () => Promise<{ port: number }>; close: () => Promise<void>; httpServer?: Server };
type S3rverOptions = { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] };
// s3rver ships no types: loaded with what is used of it typed here, so any project (strict or not) can import this file.
const S3rver = createRequire(__filename)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

/** s3rver accepts requests signed with this fixed key pair (and unsigned ones). */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver, from npm) on a free port of 127.0.0.1, keeping its objects in a new
 * temporary folder, with `bucket` already created. Self-contained: tests and benchmarks start one each.
 */
export const startS3Server = async ({ bucket = 'steady-uploads' }: { bucket?: string } = {}): Promise<S3Server> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const res = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`);
      if (!res.ok) throw new Error(`listing bucket ${bucket} answered ${res.status}: ${await res.text()}`);
      return [...(await res.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]).sort();
    },
    stop: async () => {
      // Keep-alive connections from the SDK or fetch would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
