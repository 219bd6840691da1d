import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const cmsDir = path.resolve(__dirname, '..');
const strapiBin = path.resolve(cmsDir, '..', '..', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export type StrapiProcess = {
  url: string;
  stop: () => Promise<void>;
  output: () => string;
  /** What it wrote to standard output alone (its log, without Node's warnings on stderr). */
  stdout: () => string;
  /** Sends the process a signal (SIGTERM for a graceful shutdown). */
  signal: (signal: NodeJS.Signals) => void;
  /** Settles when the process has ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts the compiled CMS (`strapi start`) as a real process and waits for /_health. */
export const startStrapi = async (env: Record<string, string>, port: number): Promise<StrapiProcess> => {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [strapiBin, 'start'], {
    cwd: cmsDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (d) => {
    output += d;
    stdout += d;
  });
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}:\n${output.slice(-4000)}`);
    try {
      const res = await fetch(`${url}/_health`);
      if (res.status === 204) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Strapi did not become healthy in time:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    output: () => output,
    stdout: () => stdout,
    signal: (signal) => void child.kill(signal),
    exited,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The /admin account every test CMS creates at boot, for tests that edit content as an editor would. */
export const TEST_ADMIN = { email: 'editor@steady.test', password: 'TestEditor1!' };

/**
 * What every test CMS runs with: its database, and in its work folder its mail drop (`outbox/`) and uploads
 * (`public/uploads/`, so test runs leave nothing in apps/cms); no admin panel (its API stays); fixed secrets.
 */
/** The test servers' data encryption key (src/modules/privacy): 32 bytes, base64. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export const testServerEnv = (dbEnv: Record<string, string>, workDir: string): Record<string, string> => {
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  return {
    ...dbEnv,
    EMAIL_OUTBOX_DIR: path.join(workDir, 'outbox'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    SERVE_ADMIN_PANEL: 'false',
    SANDBOX_CLOCK_ROUTE: 'true',
    // Test servers run with NODE_ENV=production (startStrapi), where the sandbox gateway must be asked for.
    PAYMENTS_SANDBOX: 'true',
    // No SMTP: emails are files in the work folder's mail drop (the tests read them), asked for in production too.
    EMAIL_OUTBOX_ALLOWED: 'true',
    RATE_LIMIT_ADDRESS_MAX: '100000',
    // The tests answer the captcha with its proof-of-work; a few hundred hashes instead of ~33,000.
    CAPTCHA_POW_DIFFICULTY: '8',
    PUBLIC_URL: 'http://steady.test',
    // One more browser origin allowed to call the API (besides PUBLIC_URL's), as an operator would list one.
    CORS_ORIGINS: 'https://partner.steady.test',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    APP_KEYS: 'testKeyA,testKeyB',
    API_TOKEN_SALT: 'test-api-token-salt',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
    TRANSFER_TOKEN_SALT: 'test-transfer-salt',
    JWT_SECRET: 'test-jwt-secret',
    ENCRYPTION_KEY: 'test-encryption-key',
    // 32 bytes (base64) for the crisis kit's encrypted free text; exported so tests can open stored values.
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_HIDE_STARTUP_MESSAGE: 'true',
  };
};
