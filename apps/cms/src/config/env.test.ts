import { describe, expect, it } from 'vitest';
import { loadSettings } from './env';

const KEY = Buffer.alloc(32, 3).toString('base64');

describe('CMS settings from the environment', () => {
  it('gives every setting its documented default', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      PORT: 1337,
      RATE_LIMIT_ACCOUNT_MAX: 10,
      RATE_LIMIT_ADDRESS_MAX: 100,
      CAPTCHA_ENABLED: true,
      CAPTCHA_POW_DIFFICULTY: 15,
      CONTENT_CACHE_ENABLED: true,
      FAST_PATH_CONTENT: true,
      FAST_PATH_SIGNED_IN_READS: true,
      FAST_PATH_USERS_ME: true,
      FAST_PATH_PREPARED_SQL: true,
      FAST_PATH_STATEMENT_CACHE: true,
      PAYMENTS_SANDBOX: false,
      PREMIUM_PLAN: 'premium-monthly',
    });
    expect(s.publicUrl).toBe('http://localhost:1337');
    expect(s.seedDemoAccount).toBe(true);
  });

  it('treats an empty value as not set', () => {
    expect(loadSettings({ RATE_LIMIT_ACCOUNT_MAX: '', CAPTCHA_ENABLED: ' ', PORT: '' })).toMatchObject({
      RATE_LIMIT_ACCOUNT_MAX: 10,
      CAPTCHA_ENABLED: true,
      PORT: 1337,
    });
  });

  it('reads the values it is given', () => {
    const s = loadSettings({
      PORT: '8080',
      RATE_LIMIT_ACCOUNT_MAX: '3',
      CAPTCHA_ENABLED: 'false',
      PUBLIC_URL: 'https://steady.example/',
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: KEY,
      SMTP_HOST: 'smtp.example',
    });
    expect(s).toMatchObject({ PORT: 8080, RATE_LIMIT_ACCOUNT_MAX: 3, CAPTCHA_ENABLED: false, publicUrl: 'https://steady.example', seedDemoAccount: false });
  });

  it.each([
    ['RATE_LIMIT_ACCOUNT_MAX', 'abc', /RATE_LIMIT_ACCOUNT_MAX must be a whole number/],
    ['RATE_LIMIT_ACCOUNT_MAX', '0', /RATE_LIMIT_ACCOUNT_MAX must be at least 1/],
    ['RATE_LIMIT_ADDRESS_MAX', '2.5', /RATE_LIMIT_ADDRESS_MAX must be a whole number/],
    ['CAPTCHA_ENABLED', 'no', /CAPTCHA_ENABLED must be true or false/],
    ['CAPTCHA_POW_DIFFICULTY', '33', /CAPTCHA_POW_DIFFICULTY must be at most 32/],
    ['PORT', '70000', /PORT must be at most 65535/],
    ['PUBLIC_URL', 'steady.example', /PUBLIC_URL must be a full URL/],
    ['STRIPE_API_PROTOCOL', 'ftp', /STRIPE_API_PROTOCOL must be http or https/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must be true or false/],
    ['FAST_PATH_SIGNED_IN_READS', 'off', /FAST_PATH_SIGNED_IN_READS must be true or false/],
    ['TRUST_PROXY_HOPS', '0', /TRUST_PROXY_HOPS must be at least 1/],
    ['DATA_ENCRYPTION_KEY', 'too-short', /DATA_ENCRYPTION_KEY must be 32 random bytes/],
    ['DATA_ENCRYPTION_OLD_KEYS', `${Buffer.alloc(32).toString('base64')},nope`, /DATA_ENCRYPTION_OLD_KEYS must be 32 random bytes/],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadSettings({ [name]: value })).toThrow(message);
  });

  it('needs a data encryption key in production, and reads old keys as a list', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(/DATA_ENCRYPTION_KEY must be set in production/);
    const old = Buffer.alloc(32, 1).toString('hex');
    expect(loadSettings({ DATA_ENCRYPTION_OLD_KEYS: ` ${old} , ` }).DATA_ENCRYPTION_OLD_KEYS).toEqual([old]);
  });

  it('spaces reset emails five minutes by default, and never longer than a link lives (decision 014)', () => {
    expect(loadSettings({}).RESET_EMAIL_SPACING_SECONDS).toBe(300);
    expect(loadSettings({ RESET_EMAIL_SPACING_SECONDS: '60' }).RESET_EMAIL_SPACING_SECONDS).toBe(60);
    expect(() => loadSettings({ RESET_EMAIL_SPACING_SECONDS: '3601' })).toThrow(/RESET_EMAIL_SPACING_SECONDS must be at most 3600/);
    expect(() => loadSettings({ RESET_EMAIL_SPACING_SECONDS: '0' })).toThrow(/RESET_EMAIL_SPACING_SECONDS must be at least 1/);
  });

  it('needs SMTP in production unless the mail drop folder is allowed on purpose', () => {
    const production = { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY };
    expect(() => loadSettings(production)).toThrow(/SMTP_HOST must be set in production.*EMAIL_OUTBOX_ALLOWED=true/);
    expect(() => loadSettings({ ...production, EMAIL_OUTBOX_ALLOWED: 'false' })).toThrow(/SMTP_HOST must be set in production/);
    expect(() => loadSettings({ ...production, EMAIL_OUTBOX_ALLOWED: 'yes' })).toThrow(/EMAIL_OUTBOX_ALLOWED must be true or false/);
    expect(loadSettings({ ...production, EMAIL_OUTBOX_ALLOWED: 'true' }).EMAIL_OUTBOX_ALLOWED).toBe(true);
    expect(loadSettings({ ...production, SMTP_HOST: 'smtp.example' })).toMatchObject({ SMTP_HOST: 'smtp.example', SMTP_ALLOW_PLAINTEXT: false });
    expect(loadSettings({}).EMAIL_OUTBOX_ALLOWED).toBe(false);
    expect(() => loadSettings({ SMTP_ALLOW_PLAINTEXT: '1' })).toThrow(/SMTP_ALLOW_PLAINTEXT must be true or false/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadSettings({ PORT: 'x', SEED_CONTENT: 'maybe' })).toThrow(/PORT .*; SEED_CONTENT /);
  });
});

describe('sign-in and captcha settings (decision 013)', () => {
  it('asks at most 20 bits of work, and issues captchas per address as the account routes allow attempts', () => {
    expect(loadSettings({})).toMatchObject({ CAPTCHA_POW_MAX_DIFFICULTY: 20, captchaAddressMax: 100 });
    expect(loadSettings({ RATE_LIMIT_ADDRESS_MAX: '7' }).captchaAddressMax).toBe(7);
    expect(loadSettings({ RATE_LIMIT_ADDRESS_MAX: '7', CAPTCHA_ADDRESS_MAX: '40', CAPTCHA_POW_MAX_DIFFICULTY: '18' })).toMatchObject({
      captchaAddressMax: 40,
      CAPTCHA_POW_MAX_DIFFICULTY: 18,
    });
  });

  it.each([
    ['CAPTCHA_POW_MAX_DIFFICULTY', '33', /CAPTCHA_POW_MAX_DIFFICULTY must be at most 32/],
    ['CAPTCHA_ADDRESS_MAX', '0', /CAPTCHA_ADDRESS_MAX must be at least 1/],
    ['CAPTCHA_ADDRESS_MAX', 'many', /CAPTCHA_ADDRESS_MAX must be a whole number/],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadSettings({ [name]: value })).toThrow(message);
  });
});
