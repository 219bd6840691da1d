import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export const apiUrl = () => inject('apiUrl');

export type Res<T = any> = { status: number; body: T; text: string };

type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

/** One HTTP call to a running CMS at `base`. `body` may be a string to send raw (malformed JSON tests). */
export const callOn = async <T = any>(base: string, method: string, route: string, { body, token, headers = {} }: CallOptions = {}): Promise<Res<T>> => {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, text };
};

/** One HTTP call to the suite's CMS. */
export const call = <T = any>(method: string, route: string, options: CallOptions = {}): Promise<Res<T>> => callOn<T>(apiUrl(), method, route, options);

/** How many zero bits SHA-256(salt + nonce) starts with. */
export const proofZeroBits = (salt: string, nonce: string | number): number => {
  let bits = 0;
  for (const byte of createHash('sha256').update(`${salt}${nonce}`).digest()) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
};

/** Counts up to the first nonce with enough zero bits — what the browser does for 'I can't read the code'. */
export const solveProofOfWork = ({ salt, difficulty }: { salt: string; difficulty: number }): string => {
  for (let n = 0; ; n++) if (proofZeroBits(salt, n) >= difficulty) return String(n);
};

export type Challenge = { enabled: true; id: string; svg: string; expiresAt: string; pow: { salt: string; difficulty: number } };

export const challengeOn = async (base: string): Promise<Challenge> => (await callOn<Challenge>(base, 'GET', '/api/captcha')).body;

/**
 * A captcha answered the accessible way (the test servers ask for little work): the picture's
 * outlines are for people, so the tests sign in through the proof-of-work.
 */
export const captcha = async (base = apiUrl()) => {
  const challenge = await challengeOn(base);
  return { captchaId: challenge.id, proof: solveProofOfWork(challenge.pow) };
};

export const uniqueName = (prefix = 'user') => `${prefix}${randomBytes(5).toString('hex')}`;

export type TestUser = { id: number; username: string; email: string; password: string; jwt: string };

export const registerUser = async (overrides: Partial<{ username: string; email: string; password: string; firstName: string }> = {}): Promise<TestUser> => {
  const username = overrides.username ?? uniqueName();
  const input = {
    username,
    email: overrides.email ?? `${username}@example.test`,
    password: overrides.password ?? 'Correct-Horse-9',
    ...(overrides.firstName ? { firstName: overrides.firstName } : {}),
  };
  const res = await call('POST', '/api/auth/local/register', { body: input });
  if (res.status !== 200) throw new Error(`register failed ${res.status}: ${res.text}`);
  return { id: res.body.user.id, username, email: input.email, password: input.password, jwt: res.body.jwt };
};

export const login = async (identifier: string, password: string) => call('POST', '/api/auth/local', { body: { identifier, password, ...(await captcha()) } });

export type MailDropMessage = { to: string; subject: string; text: string; html: string };

/** The emails in the suite's mail drop, oldest first. */
export const mailDropMessages = (): MailDropMessage[] => mailDropMessagesIn(inject('mailDropDir'));

/** The emails in a mail drop folder, oldest first (a CMS a test starts itself has its own). */
export const mailDropMessagesIn = (dir: string): MailDropMessage[] => {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
};

export const waitFor = async <T>(fn: () => T | undefined, timeoutMs = 5000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Fields that must never leave the server, whatever the query. */
export const SECRET_FIELDS = [
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'resetTokenHash',
  'resetTokenExpiresAt',
  'resetEmailSentAt',
  'tokenHash',
  'passwordChangedAt',
  'sessionsEndedAt',
  'tokenRevokedAt',
  'createdBy',
  'updatedBy',
  'customerId',
  'fingerprint',
];

export const leakedFields = (value: unknown): string[] => {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (SECRET_FIELDS.includes(k)) found.add(k);
        walk(child);
      }
    }
  };
  walk(value);
  return [...found];
};

/** One Trigger → Emotion → Thought path the chain-analysis wizard offers, through the filters it uses. */
export const wizardPath = async () => {
  const [trigger] = (await call('GET', '/api/triggers?sort=order_id')).body.data;
  const [emotion] = (await call('GET', `/api/emotions?filters[triggers][id][$in][0]=${trigger.id}`)).body.data;
  const thoughts = (
    await call('GET', `/api/immediate-thoughts?filters[$and][0][emotions][id][$in][0]=${emotion.id}&filters[$and][1][triggers][id][$in][0]=${trigger.id}`)
  ).body.data;
  return { trigger, emotion, thought: thoughts[0] };
};
