import { describe, expect, it } from 'vitest';
import { daysInRange, shareLinkBodySchema, shareTokenSchema } from './share-links';

const valid = { from: '2026-11-01', to: '2026-11-28', include: ['plan', 'diary'] };
const problem = (body: unknown) => {
  const parsed = shareLinkBodySchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('a share link body', () => {
  it('takes a range, parts, and defaults to 7 days without a passcode', () => {
    expect(shareLinkBodySchema.parse(valid)).toEqual({ ...valid, days: 7 });
    expect(shareLinkBodySchema.parse({ ...valid, days: 30, passcode: 'blue sky' })).toMatchObject({ days: 30, passcode: 'blue sky' });
  });

  it('refuses 0 or 31 days, no parts, unknown or repeated parts', () => {
    expect(problem({ ...valid, days: 0 })).toBe('A link works for 1 to 30 days');
    expect(problem({ ...valid, days: 31 })).toBe('A link works for 1 to 30 days');
    expect(problem({ ...valid, days: 2.5 })).toBe('The number of days is a whole number');
    expect(problem({ ...valid, include: [] })).toBe('Choose at least one part to share');
    expect(problem({ ...valid, include: ['notes'] })).toBe('Include the safety plan, the diary or the ratings');
    expect(problem({ ...valid, include: ['plan', 'plan'] })).toBe('Name each part once');
  });

  it('refuses bad dates, a reversed range and more than 92 days', () => {
    expect(problem({ ...valid, from: '2026-02-30' })).toBe('That date does not exist');
    expect(problem({ ...valid, to: 'tomorrow' })).toBe('A date looks like 2026-11-24');
    expect(problem({ ...valid, from: '2026-11-29' })).toBe('The first day must not be after the last day');
    expect(problem({ ...valid, from: '2026-08-28', to: '2026-11-28' })).toBe('Share at most 92 days');
    expect(problem({ ...valid, from: '2026-08-29', to: '2026-11-28' })).toBeNull();
  });

  it('refuses a passcode under 4 or over 64 characters, and other fields', () => {
    expect(problem({ ...valid, passcode: 'abc' })).toBe('A passcode has at least 4 characters');
    expect(problem({ ...valid, passcode: 'x'.repeat(65) })).toBe('A passcode has at most 64 characters');
    expect(problem({ ...valid, owner: 3 })).not.toBeNull();
  });
});

describe('ranges and tokens', () => {
  it('counts both ends of a range', () => {
    expect(daysInRange('2026-11-28', '2026-11-28')).toBe(1);
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
  });
  it('takes only base64url tokens of at least 128 bits', () => {
    expect(shareTokenSchema.safeParse('A'.repeat(22)).success).toBe(true);
    expect(shareTokenSchema.safeParse('A'.repeat(21)).success).toBe(false);
    expect(shareTokenSchema.safeParse('abc/def+ghi=jklmnopqrstu').success).toBe(false);
  });
});
