import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, registerUser, type TestUser } from './api';

/** Issue 7 item 12: CORS, CSP, X-Powered-By and Cache-Control, read off real answers. */
const OWN_ORIGIN = 'http://steady.test'; // PUBLIC_URL of the test CMS
const LISTED_ORIGIN = 'https://partner.steady.test'; // its CORS_ORIGINS

const send = (method: string, route: string, headers: Record<string, string> = {}, body?: unknown) =>
  fetch(`${apiUrl()}${route}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });

const preflight = (route: string, origin: string) =>
  send('OPTIONS', route, { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' });

let user: TestUser;
beforeAll(async () => {
  user = await registerUser();
});

describe('CORS', () => {
  it.each(['https://evil.example', 'http://steady.test.evil.example', 'http://evil.steady.test', 'https://steady.test', 'null'])(
    'gives a foreign origin (%s) no Access-Control-Allow-Origin, on a preflight or a real request',
    async (origin) => {
      for (const res of [
        await preflight('/api/auth/local', origin),
        await preflight('/api/account', origin),
        await send('GET', '/api/account', { origin, authorization: `Bearer ${user.jwt}` }),
        await send('GET', '/api/skills', { origin }),
      ]) {
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      }
    },
  );

  it.each([OWN_ORIGIN, LISTED_ORIGIN])('lets %s call the API with credentials', async (origin) => {
    const pre = await preflight('/api/account', origin);
    expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const real = await send('GET', '/api/account', { origin, authorization: `Bearer ${user.jwt}` });
    expect(real.status).toBe(200);
    expect(real.headers.get('access-control-allow-origin')).toBe(origin);
    expect(real.headers.get('vary')?.toLowerCase()).toContain('origin');
  });
});

describe('Content-Security-Policy', () => {
  it.each(['/', '/api/skills', '/admin/init'])('on %s lets the page connect only to itself and Stripe', async (route) => {
    const csp = (await send('GET', route, { accept: 'text/html' })).headers.get('content-security-policy') ?? '';
    const connect = csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src');
    expect(connect, csp).toBeDefined();
    const sources = connect!.slice(1);
    expect(sources).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
    for (const source of sources) {
      expect(["'self'", 'https://api.stripe.com'], `connect-src allows ${source}`).toContain(source);
    }
  });
});

describe('X-Powered-By', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/skills'],
    ['GET', '/api/skills'],
    ['GET', '/api/account'],
    ['GET', '/admin/init'],
    ['POST', '/admin/login'],
    ['GET', '/api/no-such-route'],
  ])('is not sent on %s %s', async (method, route) => {
    const res = await send(method, route, { accept: 'text/html' }, method === 'POST' ? {} : undefined);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('Cache-Control: no-store on answers about a person', () => {
  const signedIn = () => ({ authorization: `Bearer ${user.jwt}` });
  it.each([
    ['GET', '/api/account', true],
    ['GET', '/API/Account/', true],
    ['GET', '/api/account/recommendations', true],
    ['GET', '/api/account/what-helps', true],
    ['GET', '/api/account/what-helps', false],
    ['GET', '/api/users/me', true],
    ['GET', '/api/users/me/', true],
    ['GET', '/api/account', false],
    ['POST', '/api/auth/local', false],
    ['POST', '/api/auth/local/register/', false],
    ['POST', '/api/email/forget-password', false],
    ['GET', '/api/stripe/config', false],
    ['POST', '/api/stripe/payment-methods', true],
    ['POST', '/api/stripe/subscription-status', true],
    ['GET', '/api/subscriptions', true],
    ['GET', '/api/orders', true],
    ['GET', '/api/Orders/', true],
  ] as const)('%s %s (signed in: %s), whatever the answer', async (method, route, withToken) => {
    const res = await send(method, route, withToken ? signedIn() : {}, method === 'POST' ? {} : undefined);
    expect(res.status, route).toBeLessThan(500);
    expect(res.headers.get('cache-control'), `${method} ${route} → ${res.status}`).toBe('no-store');
  });

  it('leaves public content cacheable', async () => {
    for (const route of ['/api/skills?pagination[pageSize]=1', '/api/pages?pagination[pageSize]=1', '/api/app-information', '/api/helplines']) {
      const res = await send('GET', route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control') ?? '', route).not.toContain('no-store');
    }
  });
});
