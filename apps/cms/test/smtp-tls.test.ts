import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, uniqueName, waitFor } from './api';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * SMTP never carries the account's password or an email in clear: without SMTP_SECURE the CMS insists on
 * STARTTLS (nodemailer's requireTLS), and a server that does not offer it is sent neither. A server that
 * does gets both over TLS, its certificate checked (the test's own, trusted through NODE_EXTRA_CA_CERTS).
 */

const SMTP_LOGIN = { SMTP_USERNAME: 'steady-mailer', SMTP_PASSWORD: 'smtp-secret-9f2c' };
const FAST_RETRIES = {
  EMAIL_SEND_TIMEOUT_MS: '2000',
  EMAIL_RETRY_BASE_MS: '200',
  EMAIL_RETRY_MAX_MS: '1000',
  EMAIL_OUTBOX_POLL_SECONDS: '1',
  EMAIL_MAX_ATTEMPTS: '1000',
};
const RESET_SUBJECT = 'Reset your Steady password';

type Instance = { cms: StrapiProcess; db: TestDatabase; workDir: string; sink: SmtpSink };

/** A self-signed certificate for 127.0.0.1, made fresh for this run. */
const makeCertificate = (dir: string) => {
  const key = path.join(dir, 'smtp-key.pem');
  const cert = path.join(dir, 'smtp-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8'), certFile: cert };
};

const start = async (sink: SmtpSink, env: Record<string, string>, workDir = makeWorkDir()): Promise<Instance> => {
  const db = await createTestDatabase(workDir);
  const cms = await startStrapi(
    {
      ...testServerEnv(db.env, workDir),
      EMAIL_OUTBOX_ALLOWED: '',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      ...SMTP_LOGIN,
      ...FAST_RETRIES,
      ...env,
    },
    await freePort(),
  );
  return { cms, db, workDir, sink };
};

const stop = async (instance?: Instance) => {
  if (!instance) return;
  await instance.cms.stop();
  await instance.db.drop();
  await instance.sink.close();
  fs.rmSync(instance.workDir, { recursive: true, force: true });
};

/** Registers someone and asks for their reset link: an email with a key to the account. */
const askForReset = async (base: string) => {
  const username = uniqueName('tls');
  const email = `${username}@example.test`;
  const registered = await callOn(base, 'POST', '/api/auth/local/register', { body: { username, email, password: 'Correct-Horse-9' } });
  expect(registered.status, registered.text).toBe(200);
  expect((await callOn(base, 'POST', '/api/email/forget-password', { body: { email } })).status).toBe(200);
  return email;
};

let plain: Instance;
let encrypted: Instance;

beforeAll(async () => {
  const workDir = makeWorkDir();
  const tls = makeCertificate(workDir);
  [plain, encrypted] = await Promise.all([
    startSmtpSink({ auth: true }).then((sink) => start(sink, {})),
    startSmtpSink({ auth: true, tls }).then((sink) => start(sink, { NODE_EXTRA_CA_CERTS: tls.certFile }, workDir)),
  ]);
});

afterAll(async () => {
  await stop(plain);
  await stop(encrypted);
});

describe('SMTP over TLS only', () => {
  it('sends neither the password nor the email to a server that offers no STARTTLS, and keeps the email queued', async () => {
    const { cms, sink } = plain;
    const email = await askForReset(cms.url);
    // The worker tried and was refused by its own rule, not by the server: the message waits for a retry.
    const warning = await waitFor(
      () =>
        cms
          .output()
          .split('\n')
          .find((line) => line.includes('[email] outbox message') && line.includes('not sent')),
      10_000,
    );
    expect(warning).toMatch(/STARTTLS/i);
    expect(sink.logins()).toEqual([]);
    expect(sink.to(email)).toEqual([]);
    expect(sink.all()).toEqual([]);
  });

  it('sends the email over STARTTLS, logging in only once the connection is encrypted', async () => {
    const { cms, sink } = encrypted;
    const email = await askForReset(cms.url);
    const [mail] = await waitFor(() => (sink.to(email).length ? sink.to(email) : undefined), 10_000);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.secure).toBe(true);
    expect(sink.logins()).not.toEqual([]);
    expect(sink.logins().every((login) => login.secure && login.username === SMTP_LOGIN.SMTP_USERNAME)).toBe(true);
  });
});
