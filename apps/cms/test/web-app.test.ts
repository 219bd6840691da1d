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
    expect(await res.text()).toContain('<div id="root">');
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
