import { PUBLIC_CONTENT_ROUTES } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { CONTENT_API, pwaOptions, SHARED_SUMMARY_API } from '../../pwa.config';

describe("the service worker's public content pattern", () => {
  it('keeps every public content route, the chain analysis texts included', () => {
    for (const route of PUBLIC_CONTENT_ROUTES) {
      expect(CONTENT_API.test(`https://steady.example/api/${route}`)).toBe(true);
      expect(CONTENT_API.test(`https://steady.example/api/${route}?locale=es`)).toBe(true);
    }
    expect(CONTENT_API.test('https://steady.example/api/rca')).toBe(true);
    expect(CONTENT_API.test('https://steady.example/api/skills/abc123')).toBe(true);
  });

  it("never keeps a person's own data or a look-alike route", () => {
    for (const path of ['/api/account', '/api/account/skills/box-breathing', '/api/auth/local', '/api/rcas', '/api/skillsets']) {
      expect(CONTENT_API.test(`https://steady.example${path}`)).toBe(false);
    }
  });
});

describe('a summary shared with a therapist', () => {
  it('is never kept as content: the worker asks the network only', () => {
    const url = 'https://steady.example/api/shared/AbCdEfGhIjKlMnOpQrStUv';
    expect(CONTENT_API.test(url)).toBe(false);
    expect(SHARED_SUMMARY_API.test(url)).toBe(true);
    const first = pwaOptions.workbox?.runtimeCaching?.[0];
    expect(first).toMatchObject({ urlPattern: SHARED_SUMMARY_API, handler: 'NetworkOnly' });
  });
});
