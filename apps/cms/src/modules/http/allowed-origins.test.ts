import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../config/env';
import { allowedOrigins as fromSettings } from './allowed-origins';

const allowedOrigins = (env: Record<string, string>) => fromSettings(loadSettings(env));

describe('allowedOrigins', () => {
  it('is the origin of PUBLIC_URL, or of http://localhost:PORT without it', () => {
    expect(allowedOrigins({ PUBLIC_URL: 'https://steady.example/app/' })).toEqual(['https://steady.example']);
    expect(allowedOrigins({ PORT: '8080' })).toEqual(['http://localhost:8080']);
    expect(allowedOrigins({})).toEqual(['http://localhost:1337']);
  });

  it('adds CORS_ORIGINS, trimmed, normalised and without duplicates', () => {
    expect(
      allowedOrigins({ PUBLIC_URL: 'https://steady.example', CORS_ORIGINS: ' https://Partner.example:443/ ,http://127.0.0.1:5173,,https://steady.example' }),
    ).toEqual(['https://steady.example', 'https://partner.example', 'http://127.0.0.1:5173']);
  });

  it.each(['*', 'https://*.example.com', 'steady.example', 'ftp://steady.example', 'null'])('refuses %s in CORS_ORIGINS', (entry) => {
    expect(() => allowedOrigins({ PUBLIC_URL: 'https://steady.example', CORS_ORIGINS: entry })).toThrow(/not an origin/);
  });
});
