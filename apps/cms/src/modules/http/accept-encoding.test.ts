import { describe, expect, it } from 'vitest';
import { pickEncoding } from './accept-encoding';

const ours = ['br', 'gzip'] as const;

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['BR', 'br'],
    ['gzip;q=abc', null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header, ours)).toBe(expected);
  });
});
