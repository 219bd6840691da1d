import type { Account } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { withPendingWrites } from './account';
import type { OutboxItem } from './offline-outbox';

const account = { favourites: ['a', 'b'], completed: ['a'] } as unknown as Account;
const write = (method: OutboxItem['method'], path: string): OutboxItem => ({ method, path, key: path, id: path, queuedAt: 0 });

describe('withPendingWrites', () => {
  it('shows hearts and completions made offline before the server has them', () => {
    const next = withPendingWrites(account, [
      write('PUT', '/account/favourites/c'),
      write('DELETE', '/account/favourites/a'),
      write('POST', '/account/completions/b'),
      write('POST', '/account/completions/a'),
      write('PUT', '/account/safety-plan'),
    ]);
    expect(next.favourites).toEqual(['b', 'c']);
    expect(next.completed).toEqual(['a', 'b']);
  });

  it('returns the same account when nothing waits', () => {
    expect(withPendingWrites(account, [])).toBe(account);
  });
});
