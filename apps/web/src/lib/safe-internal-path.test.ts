import { describe, expect, it } from 'vitest';
import { isSafeInternalPath } from './safe-internal-path';

describe('isSafeInternalPath', () => {
  it.each(['/', '/pages/contact', '/skills/grounding?step=2', '/pages/faq#billing', '/Skill/box%2Dbreathing'])('accepts our own path %s', (raw) => {
    expect(isSafeInternalPath(raw)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'pages/contact',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/pages\\..\\..\\/evil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\ufeff/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('refuses %j', (raw) => {
    expect(isSafeInternalPath(raw)).toBe(false);
  });
});
