import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, pushSubscriptionBodySchema, reminderBodySchema } from './reminders';

const body = {
  kind: 'diary',
  time: '21:30',
  days: ['MO', 'FR'],
  timeZone: 'America/Sao_Paulo',
  email: true,
  push: false,
  quietHours: { start: '22:00', end: '07:00' },
  nameSteady: false,
  enabled: true,
};

describe('reminderBodySchema', () => {
  it('takes a whole reminder', () => {
    expect(reminderBodySchema.parse(body)).toEqual(body);
    expect(reminderBodySchema.parse({ ...body, quietHours: null }).quietHours).toBeNull();
  });

  it.each([
    [{ time: '24:00' }, 'A time is HH:MM'],
    [{ time: '9:00' }, 'A time is HH:MM'],
    [{ days: [] }, 'Choose at least one day'],
    [{ days: ['MO', 'MO'] }, 'Each day once'],
    [{ days: ['XX'] }, 'Days are MO'],
    [{ timeZone: 'Europe/Atlantis' }, 'Unknown time zone'],
    [{ kind: 'crisis' }, 'Choose what to be reminded of'],
    [{ quietHours: { start: '22:00' } }, ''],
    [{ owner: 1 }, ''],
  ])('refuses %j', (change, message) => {
    const result = reminderBodySchema.safeParse({ ...body, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toContain(message);
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA zones and UTC, nothing else', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC']) expect(isKnownTimeZone(zone)).toBe(true);
    for (const zone of ['', 'Nowhere', 'Europe/London; DROP TABLE', 'x'.repeat(100)]) expect(isKnownTimeZone(zone)).toBe(false);
  });
});

describe('pushSubscriptionBodySchema', () => {
  it("takes a browser's subscription JSON and refuses keys of the wrong size", () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example/abc', expirationTime: null, keys }).success).toBe(true);
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example/abc', keys: { ...keys, auth: 'short' } }).success).toBe(false);
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: 'javascript:alert(1)', keys }).success).toBe(false);
  });
});
