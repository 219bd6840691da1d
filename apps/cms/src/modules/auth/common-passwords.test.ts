import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword, refuseCommonPassword } from './common-passwords';
import { dictionary } from '@zxcvbn-ts/language-common';

describe('common passwords', () => {
  it('refuses the most common ones, whatever their case', () => {
    for (const password of ['password', 'Password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou', 'password123']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('takes the first 10,000 of the list, most frequent first', () => {
    const list = dictionary['passwords-common'];
    expect(list.slice(0, 2)).toEqual(['123456', 'password']);
    expect(isCommonPassword(list[COMMON_PASSWORD_COUNT - 1]!)).toBe(true);
    const first = new Set(list.slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
    const later = list.slice(COMMON_PASSWORD_COUNT).find((p) => !first.has(p.toLowerCase()));
    expect(isCommonPassword(later!)).toBe(false);
  });

  it('lets the demo account’s and the tests’ passwords through', () => {
    for (const password of ['SteadyDemo1!', 'Correct-Horse-9', 'Calm-Waters-42', 'New-Password-42', 'BenchPass1!', 'TestEditor1!']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('answers a common password with its code on the password field', () => {
    expect(() => refuseCommonPassword('password')).toThrow(expect.objectContaining({ code: 'password_too_common', status: 400 }));
    expect(() => refuseCommonPassword(undefined)).not.toThrow();
    expect(() => refuseCommonPassword('SteadyDemo1!')).not.toThrow();
  });
});
