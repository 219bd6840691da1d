import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FROM_ROW_MODULE,
  contentApiOutputSanitizers,
  describeVersions,
  findOneAsOrmDoes,
  mountedRouter,
  ormEntityOf,
  ormFindOneQuery,
  pluginContentApiRoute,
  readOnSqlitePool,
  requestListeners,
  routeChain,
  runsOnBetterSqlite,
  strapiFromRow,
  usersPermissionsOutputSanitizer,
} from '../src/modules/strapi-adapter';
import { prepareQuery } from '../src/modules/strapi-adapter/prepared-query';
import { callOn } from './api';
import { countCalls, countUserFindOnes, startStrapiInProcess, type InProcessStrapi } from './strapi-in-process';

/**
 * The adapter's contract with the installed Strapi, knex and @koa/router (modules/strapi-adapter,
 * decision 017). Each test is one assumption the fast paths make about an internal: that it exists, has
 * the shape the adapter reads and behaves as the fast path needs. The CMS runs in this process, so its
 * internals can be looked at; an upgrade that breaks one fails here, naming the assumption and the
 * installed versions, instead of a fast path misbehaving. Runs on SQLite, and on PostgreSQL and Redis
 * with TEST_DATABASE_URL and TEST_REDIS_URL.
 */

const USER = 'plugin::users-permissions.user';
let cms: InProcessStrapi;
let user: { id: number; jwt: string };

/** An assertion's message: the assumption, and what is installed. */
const assumption = (what: string) => `${what} (installed: ${describeVersions()})`;

beforeAll(async () => {
  cms = await startStrapiInProcess();
  const { strapi } = cms;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const name = `adapter${randomBytes(4).toString('hex')}`;
  const created = await strapi.db.query(USER).create({
    data: { username: name, email: `${name}@example.test`, provider: 'local', password: 'not-used-to-sign-in', confirmed: true, blocked: false, role: role.id },
  });
  user = { id: created.id, jwt: strapi.plugin('users-permissions').service('jwt').issue({ id: created.id }) };
});

afterAll(() => cms?.stop());

describe('the ORM (the user row read by prepared SQL)', () => {
  it(`${FROM_ROW_MODULE} still exports fromRow, mapping a row as findOne does`, async () => {
    const { strapi } = cms;
    expect(typeof strapiFromRow(), assumption(`${FROM_ROW_MODULE} exports a function fromRow`)).toBe('function');
    const [row] = await strapi.db.connection(strapi.db.metadata.get(USER).tableName).where({ id: user.id });
    expect(ormEntityOf(USER, row), assumption('fromRow(metadata, row) equals strapi.db.query(uid).findOne')).toEqual(
      await strapi.db.query(USER).findOne({ where: { id: user.id } }),
    );
  });

  it("entityManager.createQueryBuilder(uid).init(params).first().getKnexQuery() is findOne's SQL, the id a binding", async () => {
    const query = ormFindOneQuery(USER, { where: { id: user.id } });
    const { bindings, sql } = query.toSQL();
    expect(bindings, assumption('the built findOne query binds the id')).toContain(user.id);
    expect(sql, assumption('the built findOne query reads the users table')).toContain(cms.strapi.db.metadata.get(USER).tableName);
  });

  it("lifecycles.run fires findOne's subscribers, and a prepared read answers what findOne answers", async () => {
    const { strapi } = cms;
    const seen: string[] = [];
    strapi.db.lifecycles.subscribe({
      models: [USER],
      beforeFindOne: () => void seen.push('before'),
      afterFindOne: (event) => void seen.push(`after ${(event.result as { id?: number } | null)?.id}`),
    });
    const select = prepareQuery(
      () => strapi.db.connection,
      (id) => ormFindOneQuery(USER, { where: { id } }),
      () => true,
    );
    const prepared = await findOneAsOrmDoes(USER, { where: { id: user.id } }, () => select(user.id));
    expect(seen, assumption("lifecycles.run('beforeFindOne'/'afterFindOne', uid, …) calls subscribers with the result")).toEqual([
      'before',
      `after ${user.id}`,
    ]);
    expect(prepared, assumption('the prepared findOne answers what strapi.db.query(uid).findOne does')).toEqual(
      await strapi.db.query(USER).findOne({ where: { id: user.id } }),
    );
    expect(await findOneAsOrmDoes(USER, { where: { id: -1 } }, () => select(-1)), assumption('no row is null')).toBeNull();
  });
});

describe('knex on SQLite (the pool read and the statement cache)', () => {
  const onSqlite = () => cms.strapi.db.dialect.client === 'sqlite';

  it('the client is better-sqlite3 with acquireConnection, releaseConnection and _formatBindings', async (context) => {
    if (!onSqlite()) return context.skip();
    const knex = cms.strapi.db.connection;
    const client = knex.client as Record<string, unknown>;
    expect(runsOnBetterSqlite(knex), assumption("knex's SQLite client says driverName 'better-sqlite3'")).toBe(true);
    for (const name of ['acquireConnection', 'releaseConnection', '_formatBindings'])
      expect(typeof client[name], assumption(`knex's better-sqlite3 client has ${name}()`)).toBe('function');
    const sql = `select id, username from ${cms.strapi.db.metadata.get(USER).tableName} where id = ?`;
    expect(await readOnSqlitePool(knex, sql, [user.id]), assumption("a read from the pool's connection answers what knex.raw does")).toEqual(
      await knex.raw(sql, [user.id]),
    );
  });

  it('a read waits for a transaction that holds the only connection', async (context) => {
    if (!onSqlite()) return context.skip();
    const { strapi } = cms;
    let read: Promise<unknown> | undefined;
    let answeredInside = false;
    await strapi.db.transaction(async () => {
      read = readOnSqlitePool(strapi.db.connection, 'select 1 as one', []).then((rows) => {
        answeredInside = true;
        return rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(answeredInside, assumption("acquireConnection waits while a transaction holds SQLite's one connection")).toBe(false);
    expect(await read).toEqual([{ one: 1 }]);
  });

  it("the pool's connection keeps prepared reads by SQL text (better-sqlite3 statements have reader and all)", async (context) => {
    if (!onSqlite()) return context.skip();
    const client = cms.strapi.db.connection.client as { acquireConnection: () => Promise<any>; releaseConnection: (c: unknown) => Promise<void> };
    const connection = await client.acquireConnection();
    try {
      const statement = connection.prepare('select 2 as two');
      expect(statement.reader, assumption('a better-sqlite3 read statement says reader: true')).toBe(true);
      expect(connection.prepare('select 2 as two'), assumption('config/database.ts puts the statement cache on each connection')).toBe(statement);
      expect(statement.all([])).toEqual([{ two: 2 }]);
    } finally {
      await client.releaseConnection(connection);
    }
  });

  it('on PostgreSQL a prepared read goes through knex.raw and answers its { rows }', async (context) => {
    if (onSqlite()) return context.skip();
    const { strapi } = cms;
    const select = prepareQuery(
      () => strapi.db.connection,
      (id) => ormFindOneQuery(USER, { where: { id } }),
      () => true,
    );
    expect(
      (await select(user.id)).map((r) => r.id),
      assumption('knex.raw on pg answers { rows }'),
    ).toEqual([user.id]);
  });
});

describe('the router (the signed-in reads shortcut)', () => {
  it.each(['/api/users/me', '/api/account'])('router.match finds GET %s, with layers as @koa/router 12 has them', async (path) => {
    const router = mountedRouter(cms.strapi);
    expect(typeof router.match, assumption('strapi.server.router has match(path, method)')).toBe('function');
    const matched = router.match(path, 'GET');
    expect(matched.route, assumption(`router.match('${path}', 'GET') finds a route`)).toBe(true);
    for (const layer of matched.pathAndMethod) {
      expect(typeof layer.captures, assumption('a matched layer has captures()')).toBe('function');
      expect(typeof layer.params, assumption('a matched layer has params()')).toBe('function');
      expect(Array.isArray(layer.stack) && layer.stack.length > 0, assumption('a matched layer has its handlers in stack')).toBe(true);
    }
    expect(
      matched.pathAndMethod.filter((layer) => (layer as unknown as { methods: string[] }).methods.includes('GET')).map((layer) => layer.path),
      assumption(`the layers matched for GET include the route ${path}`),
    ).toContain(path);
    expect(routeChain(router, path, 'GET'), assumption('routeChain composes the match')).toBeDefined();
  });

  it('the chain composed from the match answers as the router does', async () => {
    for (const path of ['/api/users/me', '/api/account']) {
      const [shortcut, usual] = [await callOn(cms.url, 'GET', path, { token: user.jwt }), await callOn(cms.url, 'GET', `${path}/`, { token: user.jwt })];
      expect(shortcut.status, assumption(`${path} answers 200 through the composed chain`)).toBe(200);
      expect(shortcut.body, assumption(`${path} through the composed chain equals the router's own answer`)).toEqual(usual.body);
    }
  });
});

describe('the output sanitizers (/api/users/me from the signed-in row)', () => {
  it("exactly one output sanitizer was added to the content API's, and it is users-permissions' own", () => {
    const added = contentApiOutputSanitizers(cms.strapi);
    expect(
      typeof usersPermissionsOutputSanitizer(),
      assumption("users-permissions' dist/server/utils/sanitize/sanitizers.js exports defaultSanitizeOutput"),
    ).toBe('function');
    expect(added.length, assumption("strapi.sanitizers.get('content-api.output') holds one sanitizer")).toBe(1);
    expect(added[0] === usersPermissionsOutputSanitizer(), assumption("that sanitizer is users-permissions' defaultSanitizeOutput")).toBe(true);
  });

  it('for a row of plain fields it only drops keys, by the model', async () => {
    const { strapi } = cms;
    const row = await strapi.db.query(USER).findOne({ where: { id: user.id } });
    const [added] = contentApiOutputSanitizers(strapi);
    expect(
      await (added as (schema: unknown, entity: unknown) => Promise<unknown>)(strapi.getModel(USER), row),
      assumption("users-permissions' sanitizer leaves a user row as it is"),
    ).toEqual(row);
    const sanitized = (await strapi.contentAPI.sanitize.output(row, strapi.getModel(USER), {})) as Record<string, unknown>;
    expect(sanitized, assumption('the output sanitizer drops the password')).not.toHaveProperty('password');
    for (const [key, value] of Object.entries(sanitized)) expect(value, assumption(`the output sanitizer keeps ${key} as it is`)).toEqual(row[key]);
  });
});

describe('route tables (write quota, guarded and opened users-permissions routes)', () => {
  it("plugin.routes['content-api'].routes holds the routes the extension changed, as Strapi mounted them", () => {
    const plugin = cms.strapi.plugin('users-permissions') as unknown as { routes: Record<string, unknown> };
    expect(pluginContentApiRoute(plugin, 'POST', '/auth/logout').config?.auth, assumption('POST /auth/logout is opened in the route table')).toBe(false);
    const { loginGuard } = cms.compiled('modules/auth/guards');
    expect(pluginContentApiRoute(plugin, 'POST', '/auth/local').config?.middlewares, assumption('POST /auth/local carries the login guard')).toContain(
      loginGuard,
    );
  });

  it('server.routes is called with each content-API router before it is mounted, so each account write carries the quota', () => {
    const { writeQuota, isQuotaWrite } = cms.compiled('modules/auth/write-quota');
    const routers = Object.values((cms.strapi.api('account') as unknown as { routes: Record<string, { type?: string; routes: any[] }> }).routes);
    const writes = routers.flatMap((r) => r.routes).filter(isQuotaWrite);
    expect(writes.length, assumption('the account API declares quota writes')).toBeGreaterThan(0);
    for (const route of writes)
      expect(route.config?.middlewares, assumption(`server.routes saw ${route.method} ${route.path} before mounting it`)).toContain(writeQuota);
  });
});

describe('the HTTP server (cached content answered before Koa)', () => {
  it("strapi.server.httpServer has the fast path as its only request listener, Koa's behind it", async () => {
    const names = requestListeners(cms.strapi).map((l) => l.name);
    expect(names, assumption("Strapi's HTTP server answers through request listeners: the fast path's alone, Koa's behind it")).toEqual(['inFrontOfKoa']);
    const path = `/api/skills?pagination[pageSize]=${2 + (Date.now() % 90)}`;
    const first = await fetch(`${cms.url}${path}`);
    const second = await fetch(`${cms.url}${path}`);
    expect([first.status, first.headers.get('x-cache')], assumption('an uncached read reaches Koa')).toEqual([200, 'MISS']);
    expect([second.status, second.headers.get('x-cache')], assumption('a cached read is answered')).toEqual([200, 'HIT']);
    expect(await second.text()).toBe(await first.text());
  });

  it('auth.register lets the extension swap both content-API strategies as they are registered', () => {
    const { replacedStrategies } = cms.compiled('modules/auth/content-api-auth');
    expect(replacedStrategies(), assumption("the admin and users-permissions register their strategies through strapi.get('auth').register")).toEqual([
      'content-api-token',
      'users-permissions',
    ]);
  });
});

describe('the fast paths are taken by default (fast-path-switches.test.ts: the same observations, switched off)', () => {
  it('GET /api/users/me and /api/account: no router match, no query built, the row read once', async () => {
    const { strapi } = cms;
    for (const path of ['/api/users/me', '/api/account']) {
      expect((await callOn(cms.url, 'GET', path, { token: user.jwt })).status, path).toBe(200);
      let reads = 0;
      const built = await countCalls(
        strapi.db.entityManager,
        'createQueryBuilder',
        async () => {
          const matches = await countCalls(
            mountedRouter(strapi),
            'match',
            async () => {
              reads = await countUserFindOnes(strapi, () => callOn(cms.url, 'GET', path, { token: user.jwt }));
            },
            (matchedPath: string) => matchedPath === path,
          );
          expect(matches, `${path}: the shortcut ran the chain it matched before`).toBe(0);
        },
        (uid: string) => uid === USER,
      );
      expect(built, `${path}: the user row by prepared SQL`).toBe(0);
      expect(reads, `${path}: the row read once, by authentication`).toBe(1);
    }
  });
});
