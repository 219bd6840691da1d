import { DEVICE_TOKENS_MAX } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { DEVICE_TOKENS_STORAGE_KEY, readDeviceTokens, rememberDeviceToken } from './device-tokens';

describe('device tokens', () => {
  it('keeps one token per account, newest first, for the last few accounts', () => {
    rememberDeviceToken('d1.7.100.a.sig');
    rememberDeviceToken('d1.8.100.b.sig');
    rememberDeviceToken('d1.7.200.c.sig');
    expect(readDeviceTokens()).toEqual(['d1.7.200.c.sig', 'd1.8.100.b.sig']);
    for (let id = 20; id < 30; id++) rememberDeviceToken(`d1.${id}.1.x.sig`);
    expect(readDeviceTokens()).toHaveLength(DEVICE_TOKENS_MAX);
    expect(readDeviceTokens()[0]).toBe('d1.29.1.x.sig');
  });

  it('reads a garbled value as none', () => {
    localStorage.setItem(DEVICE_TOKENS_STORAGE_KEY, '{not json');
    expect(readDeviceTokens()).toEqual([]);
    localStorage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify(['d1.1.1.a.sig', 5, null]));
    expect(readDeviceTokens()).toEqual(['d1.1.1.a.sig']);
  });
});
