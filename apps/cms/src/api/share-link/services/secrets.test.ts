import { describe, expect, it } from 'vitest';
import { hashPasscode, hashShareToken, newShareToken, passcodeMatches } from './secrets';

describe('share link secrets', () => {
  it('makes base64url tokens of 192 bits, each different, hashed the same way every time', () => {
    const token = newShareToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newShareToken()).not.toBe(token);
    expect(hashShareToken(token)).toBe(hashShareToken(token));
    expect(hashShareToken(token)).not.toContain(token);
  });

  it('stretches a passcode with its own salt and checks it', async () => {
    const stored = await hashPasscode('blue sky');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('blue');
    expect(await hashPasscode('blue sky')).not.toBe(stored);
    expect(await passcodeMatches('blue sky', stored)).toBe(true);
    expect(await passcodeMatches('blue skies', stored)).toBe(false);
    expect(await passcodeMatches('blue sky', 'plain')).toBe(false);
  });
});
