import { clientIdSchema } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { newClientId } from './client-id';

describe('newClientId', () => {
  it('makes a different id each time, in the shape the server accepts', () => {
    const a = newClientId();
    const b = newClientId();
    expect(a).not.toBe(b);
    expect(clientIdSchema.safeParse(a).success).toBe(true);
  });

  it('still works where randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const id = newClientId();
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(newClientId()).not.toBe(id);
      expect(clientIdSchema.safeParse(id).success).toBe(true);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
    }
  });
});
