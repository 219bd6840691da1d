import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInReads, type RouterLike } from './signed-in-reads';

/**
 * The shortcut against a real Koa app and @koa/router, routed as Strapi routes: a root router with its
 * own routes and the content API's router (prefix /api) mounted into it. What must hold: the two reads
 * skip the middlewares between the shortcut and the router and run exactly the router's chain for them;
 * everything else, and those paths in any other shape, goes the usual way.
 */
type Seen = { skipped: boolean; params: unknown; matchedRoute: unknown; routerPath: unknown; apiMiddleware: boolean };

let base: string;
let server: ReturnType<Koa['listen']>;

beforeAll(async () => {
  const app = new Koa();
  const root = new Router();
  root.get('/_health', (ctx) => {
    ctx.status = 204;
  });
  const api = new Router({ prefix: '/api' });
  // A middleware of the API router's own: the router runs it before any of its routes, so must the shortcut.
  api.use(async (ctx, next) => {
    ctx.state.apiMiddleware = true;
    await next();
  });
  const answer = (name: string) => (ctx: Koa.ParameterizedContext) => {
    ctx.body = {
      route: name,
      skipped: ctx.state.later !== true,
      apiMiddleware: ctx.state.apiMiddleware === true,
      params: ctx.params,
      matchedRoute: ctx._matchedRoute,
      routerPath: (ctx as unknown as { routerPath: unknown }).routerPath,
      handedOn: ctx.state.handedOn === true,
    } satisfies Seen & { route: string; handedOn: boolean };
  };
  api.get('/users/me', answer('me'));
  api.get('/users/:id', answer('user by id'));
  // A route whose handler hands on: the router goes on to the next layer that matches, so must the shortcut.
  api.get('/account', async (ctx, next) => {
    ctx.state.handedOn = true;
    await next();
  });
  api.get('/account', answer('account'));
  root.use(api.routes(), api.allowedMethods());
  app.use(signedInReads(() => root as unknown as RouterLike));
  // Stands for the middlewares the shortcut skips (body parser, session …).
  app.use(async (ctx, next) => {
    ctx.state.later = true;
    await next();
  });
  app.use(root.routes()).use(root.allowedMethods());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
};

describe('signed-in reads shortcut', () => {
  it('runs the router chain of /api/users/me and /api/account straight away', async () => {
    expect(await get('/api/users/me')).toEqual({
      status: 200,
      body: { route: 'me', skipped: true, apiMiddleware: true, params: {}, matchedRoute: '/api/users/me', routerPath: '/api/users/me', handedOn: false },
    });
    expect((await get('/api/account')).body).toMatchObject({
      route: 'account',
      skipped: true,
      apiMiddleware: true,
      matchedRoute: '/api/account',
      handedOn: true,
    });
  });

  it('leaves every other request to the usual way', async () => {
    const usual = [
      ['/api/users/me?fields[0]=username', 'me'],
      ['/api/users/me/', 'me'],
      ['/API/users/me', 'me'],
      ['/api/users/7', 'user by id'],
    ] as const;
    for (const [path, route] of usual) {
      expect((await get(path)).body, path).toMatchObject({ route, skipped: false, apiMiddleware: true });
    }
    expect((await get('/api/users/me', { method: 'POST' })).status).toBe(405);
    expect((await get('/_health')).status).toBe(204);
  });

  it('leaves a GET that carries a body to the usual way, where the body guards are', async () => {
    // fetch will not send a GET with a body; node:http will.
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${base}/api/account`, { method: 'GET', headers: { 'content-type': 'application/json', 'content-length': '2' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end('{}');
    });
    expect(JSON.parse(body)).toMatchObject({ route: 'account', skipped: false });
  });

  it("keeps the route's params and a later request's params apart", async () => {
    const [a, b] = await Promise.all([get('/api/users/me'), get('/api/users/12')]);
    expect(a.body).toMatchObject({ route: 'me', params: {} });
    expect(b.body).toMatchObject({ route: 'user by id', params: { id: '12' } });
  });
});
