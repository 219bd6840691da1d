import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiUrl, call } from './api';

const webIndex = path.resolve(__dirname, '..', '..', 'web', 'dist', 'index.html');

describe.skipIf(!fs.existsSync(webIndex))('one port serves the web app beside the API', () => {
  it.each(['/', '/QuickCope', '/skills/box-breathing', '/pages/faq'])('%s answers with the app (SPA fallback)', async (route) => {
    const res = await fetch(`${apiUrl()}${route}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toMatch(/<div id="root"( data-prerendered)?>/);
  });

  it('serves hashed assets with a long cache', async () => {
    const html = await (await fetch(`${apiUrl()}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const res = await fetch(`${apiUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('leaves unknown API paths and files as 404s, and never serves outside the build', async () => {
    expect([403, 404]).toContain((await call('GET', '/api/nothing-here')).status);
    expect((await fetch(`${apiUrl()}/assets/missing.js`)).status).toBe(404);
    const traversal = await fetch(`${apiUrl()}/..%2f..%2fpackage.json`);
    expect([403, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain('"workspaces"');
  });

  it('answers the health check with 204', async () => {
    expect((await fetch(`${apiUrl()}/_health`)).status).toBe(204);
  });
});

describe.skipIf(!fs.existsSync(path.join(path.dirname(webIndex), 'prerender', 'manifest.json')))('prerendered public screens (issue 10)', () => {
  const html = async (route: string) => {
    const res = await fetch(`${apiUrl()}${route}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    return { text: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
  };

  it.each([
    ['/', 'landing-title'],
    ['/Login', 'login-title'],
    ['/forgot-password', '<h1'],
    ['/pages/contact', '<h1'],
    ['/pages/faq', '<h1'],
    ['/Breath', 'Box breathing'],
  ])('%s arrives as HTML with its screen already drawn', async (route, marker) => {
    const { text } = await html(route);
    expect(text).toContain('<div id="root" data-prerendered>');
    expect(text).toContain(marker);
    expect(text).toContain('class="sos-link"');
  });

  it('leaves every other path to the empty shell (signed-in screens, other cases of a path)', async () => {
    for (const route of ['/QuickCope', '/login', '/pages/about', '/Settings']) {
      const { text } = await html(route);
      expect(text, route).toContain('<div id="root"></div>');
    }
  });

  it('lets the inline signed-in check run by its hash, and no other inline script', async () => {
    const { text, csp } = await html('/Login');
    const inline = /<script>([^<]+)<\/script>/.exec(text)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('readiness (issue 11.12)', () => {
  it('GET /_ready says the database (and Redis, when configured) answer', async () => {
    const res = await fetch(`${apiUrl()}/_ready`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { ready: boolean; checks: { database: string; redis: string } };
    expect(body.ready).toBe(true);
    expect(body.checks.database).toBe('ok');
    expect(['ok', 'not configured']).toContain(body.checks.redis);
  });
});
