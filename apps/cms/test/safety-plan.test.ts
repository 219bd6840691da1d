import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, registerUser, type TestUser } from './api';
import { queryDatabase } from './database';
import { SEALED } from './sealed';

/**
 * Issue 9, safety plan: GET/PUT /api/account/safety-plan and its picture act only on the caller's own
 * plan; bad input is a 4xx that changes nothing; the words are encrypted in the database itself.
 */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).toString('base64');

const plan = (words: string) => ({
  sections: {
    warningSigns: [{ id: 'w1', text: `${words} when I stop sleeping` }],
    copingAlone: [
      { id: 'c1', text: 'Walk round the park' },
      { id: 'c2', text: 'Cold water on my face' },
    ],
    helpers: [{ id: 'h1', text: 'My sister Ada', phone: '+44 7700 900123' }],
    professionals: [{ id: 'p1', text: 'Dr Okafor', phone: '020 7946 0000' }],
    safeEnvironment: [{ id: 's1', text: 'Give the pills to Ada' }],
    reasonsForLiving: [{ id: 'r1', text: 'My cat Miso' }],
  },
});

const get = (user?: TestUser) => call('GET', '/api/account/safety-plan', { token: user?.jwt });
const put = (user: TestUser | undefined, body: unknown) => call('PUT', '/api/account/safety-plan', { token: user?.jwt, body });
const putPicture = (user: TestUser | undefined, body: unknown) => call('PUT', '/api/account/safety-plan/picture', { token: user?.jwt, body });
const getPicture = (user?: TestUser) =>
  fetch(`${inject('apiUrl')}/api/account/safety-plan/picture`, { headers: user ? { authorization: `Bearer ${user.jwt}` } : {} });

/** The plan rows a user owns, straight from the database. */
const rowsOf = (user: TestUser) =>
  queryDatabase<{ id: number; content: string | null; picture: string | null }>(
    'SELECT p.id, p.content, p.picture FROM safety_plans p JOIN safety_plans_owner_lnk l ON l.safety_plan_id = p.id WHERE l.user_id = ?',
    [user.id],
  );

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
});

describe('a person’s own safety plan', () => {
  it('starts empty, with no picture and no saved time', async () => {
    const res = await get(alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sections: { warningSigns: [], copingAlone: [], distractions: [], helpers: [], professionals: [], safeEnvironment: [], reasonsForLiving: [] },
      hasPicture: false,
      updatedAt: null,
    });
  });

  it('saves the whole plan and reads it back; a missing section is an empty one; the answer is never cached', async () => {
    const saved = await put(alice, plan('Racing thoughts'));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.sections.helpers).toEqual([{ id: 'h1', text: 'My sister Ada', phone: '+44 7700 900123' }]);
    expect(saved.body.sections.distractions).toEqual([]);
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const res = await fetch(`${inject('apiUrl')}/api/account/safety-plan`, { headers: { authorization: `Bearer ${alice.jwt}` } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(saved.body);
  });

  it('keeps the order the person gave, and an emptied phone is left out', async () => {
    const body = plan('Racing thoughts');
    body.sections.copingAlone.reverse();
    body.sections.helpers[0].phone = '  ';
    const res = await put(alice, body);
    expect(res.status, res.text).toBe(200);
    expect(res.body.sections.copingAlone.map((i: { id: string }) => i.id)).toEqual(['c2', 'c1']);
    expect(res.body.sections.helpers).toEqual([{ id: 'h1', text: 'My sister Ada' }]);
    expect((await put(alice, plan('Racing thoughts'))).status).toBe(200);
  });
});

describe('bad input is refused with a message, and the plan stays as it was', () => {
  const long = 'x'.repeat(301);
  const manyItems = Array.from({ length: 21 }, (_, i) => ({ id: `i${i}`, text: 'something' }));
  const cases: [string, unknown, RegExp][] = [
    ['no sections', {}, /sections/],
    ['sections as a list', { sections: [] }, /sections/],
    ['an unknown section', { sections: { hobbies: [] } }, /hobbies|Unrecognized/i],
    ['an unknown field', { sections: {}, owner: 1 }, /owner|Unrecognized/i],
    ['an unknown item field', { sections: { warningSigns: [{ id: 'a', text: 'x', secret: 1 }] } }, /secret|Unrecognized/i],
    ['a number for text', { sections: { warningSigns: [{ id: 'a', text: 42 }] } }, /text/],
    ['an empty item', { sections: { warningSigns: [{ id: 'a', text: '   ' }] } }, /Write something or remove this item/],
    ['text too long', { sections: { warningSigns: [{ id: 'a', text: long }] } }, /under 300 characters/],
    ['too many items', { sections: { copingAlone: manyItems } }, /up to 20 items/],
    ['an item without an id', { sections: { warningSigns: [{ text: 'x' }] } }, /id/],
    ['a bad id', { sections: { warningSigns: [{ id: 'a b/c', text: 'x' }] } }, /Each item needs an id/],
    ['the same id twice', { sections: { warningSigns: [{ id: 'a', text: 'x' }], copingAlone: [{ id: 'a', text: 'y' }] } }, /its own id/],
    ['letters for a phone', { sections: { helpers: [{ id: 'a', text: 'Ada', phone: 'call me' }] } }, /phone number may hold digits/],
    ['a phone too long', { sections: { helpers: [{ id: 'a', text: 'Ada', phone: '1'.repeat(31) }] } }, /under 30 characters/],
    ['a phone where no one is called', { sections: { warningSigns: [{ id: 'a', text: 'x', phone: '123' }] } }, /phone number belongs with people or services/],
  ];
  it.each(cases)('%s', async (_name, body, message) => {
    const before = await get(alice);
    const res = await put(alice, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await get(alice)).toMatchObject({ status: 200, body: before.body });
  });

  it('a body that is not JSON, or of another type, or too big', async () => {
    const before = (await get(alice)).body;
    for (const body of ['{"sections": ', '[]', 'null', '"plan"']) {
      const res = await put(alice, body);
      expect(res.status, `${body} -> ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const text = await call('PUT', '/api/account/safety-plan', { token: alice.jwt, body: 'sections', headers: { 'content-type': 'application/xml' } });
    expect(text.status).toBe(415);
    const huge = await put(alice, { sections: { warningSigns: [{ id: 'a', text: 'y'.repeat(300 * 1024) }] } });
    expect(huge.status).toBe(413);
    expect((await get(alice)).body).toEqual(before);
  });
});

describe('only the owner reaches a plan', () => {
  it('refuses anyone not signed in', async () => {
    for (const [method, route] of [
      ['GET', '/api/account/safety-plan'],
      ['PUT', '/api/account/safety-plan'],
      ['GET', '/api/account/safety-plan/picture'],
      ['PUT', '/api/account/safety-plan/picture'],
      ['DELETE', '/api/account/safety-plan/picture'],
    ]) {
      const res = await call(method, route, { body: method === 'PUT' ? plan('x') : undefined });
      expect([401, 403], `${method} ${route} -> ${res.status}`).toContain(res.status);
    }
    const broken = await call('GET', '/api/account/safety-plan', { token: `${alice.jwt.slice(0, -3)}abc` });
    expect(broken.status).toBe(401);
  });

  it('another person sees and changes only their own plan, whatever id they name', async () => {
    await put(alice, plan('Racing thoughts'));
    const aliceBefore = (await get(alice)).body;
    const own = await get(bob);
    expect(own.body.updatedAt).toBeNull();
    expect(own.text).not.toContain('Racing thoughts');
    for (const route of [
      `/api/account/safety-plan?userId=${alice.id}`,
      `/api/account/safety-plan?owner=${alice.id}`,
      `/api/account/safety-plan?filters[owner][id][$eq]=${alice.id}`,
    ]) {
      const res = await call('GET', route, { token: bob.jwt });
      expect(res.text, route).not.toContain('Racing thoughts');
    }
    expect((await put(bob, { ...plan('Bob'), owner: alice.id })).status).toBe(400);
    expect((await put(bob, plan('Bob words'))).status).toBe(200);
    expect((await get(alice)).body).toEqual(aliceBefore);
    expect((await get(bob)).body.sections.warningSigns[0].text).toBe('Bob words when I stop sleeping');
  });

  it('has no generic routes for plans, by list, id or filter', async () => {
    const [row] = await rowsOf(alice);
    for (const token of [alice.jwt, bob.jwt, undefined]) {
      for (const [method, route, body] of [
        ['GET', '/api/safety-plans'],
        ['GET', '/api/safety-plans?populate=*'],
        ['GET', `/api/safety-plans/${row.id}`],
        ['POST', '/api/safety-plans', { data: { content: 'x' } }],
        ['PUT', `/api/safety-plans/${row.id}`, { data: { content: 'x' } }],
        ['DELETE', `/api/safety-plans/${row.id}`],
        ['GET', '/api/safety-plan'],
        ['GET', `/api/account/safety-plan/${row.id}`],
        ['PUT', `/api/account/safety-plan/${row.id}`, plan('x')],
      ] as [string, string, unknown?][]) {
        const res = await call(method, route, { token, body });
        expect([400, 401, 403, 404, 405], `${method} ${route} -> ${res.status}`).toContain(res.status);
        expect(res.text).not.toContain('Racing thoughts');
      }
    }
    expect((await rowsOf(alice))[0]).toEqual(row);
  });

  it('does not come out through /api/users/me or /api/account, however populated', async () => {
    for (const route of [
      '/api/users/me?populate=*',
      '/api/users/me?populate[safety_plans]=true',
      '/api/users/me?populate[safetyPlan]=*',
      '/api/account?populate=*',
    ]) {
      const res = await call('GET', route, { token: alice.jwt });
      expect(res.status, route).toBeLessThan(500);
      expect(res.text, route).not.toContain('Racing thoughts');
      expect(res.text, route).not.toMatch(/enc:v[12]:/);
    }
  });
});

describe('one plan per person', () => {
  it('parallel first saves end in one plan, holding one of the saves', async () => {
    const carol = await registerUser();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => put(carol, plan(`Save ${i}`))));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await rowsOf(carol)).toHaveLength(1);
    expect((await get(carol)).body.sections.warningSigns[0].text).toMatch(/^Save [0-7] when I stop sleeping$/);
    const pictures = await Promise.all(Array.from({ length: 4 }, () => putPicture(carol, { type: 'image/png', data: PNG })));
    expect(pictures.map((r) => r.status)).toEqual(Array(4).fill(200));
    expect(await rowsOf(carol)).toHaveLength(1);
  });
});

describe('the picture for reasons for living', () => {
  it('is stored, read back as the same bytes with its type, and removed', async () => {
    const dave = await registerUser();
    const saved = await putPicture(dave, { type: 'image/png', data: PNG });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.hasPicture).toBe(true);
    expect(saved.body.sections.warningSigns).toEqual([]);
    const res = await getPicture(dave);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).toString('base64')).toBe(PNG);
    expect((await get(dave)).body.hasPicture).toBe(true);

    expect((await putPicture(dave, { type: 'image/jpeg', data: JPEG })).status).toBe(200);
    const jpeg = await getPicture(dave);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');

    expect((await call('DELETE', '/api/account/safety-plan/picture', { token: dave.jwt })).status).toBe(204);
    expect((await getPicture(dave)).status).toBe(404);
    expect((await get(dave)).body.hasPicture).toBe(false);
    expect((await call('DELETE', '/api/account/safety-plan/picture', { token: dave.jwt })).status).toBe(204);
  });

  it('is refused unless the bytes really are that kind of picture; the old one stays', async () => {
    const erin = await registerUser();
    await putPicture(erin, { type: 'image/png', data: PNG });
    const cases: [unknown, RegExp][] = [
      [{ type: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>').toString('base64') }, /not a JPEG, PNG or WebP picture/],
      [{ type: 'image/png', data: JPEG }, /not a JPEG, PNG or WebP picture/],
      [{ type: 'image/webp', data: PNG }, /not a JPEG, PNG or WebP picture/],
      [{ type: 'image/jpeg', data: Buffer.from('RIFF....WEBPVP8 ').toString('base64') }, /not a JPEG, PNG or WebP picture/],
      [{ type: 'image/svg+xml', data: PNG }, /must be a JPEG, PNG or WebP image/],
      [{ type: 'image/gif', data: Buffer.from('GIF89a').toString('base64') }, /must be a JPEG, PNG or WebP image/],
      [{ type: 'image/png', data: 'not base64!' }, /could not be read/],
      [{ type: 'image/png', data: 'A'.repeat(204_804) }, /too large/],
      [{ type: 'image/png' }, /data/],
      [{ type: 'image/png', data: PNG, name: 'x.png' }, /name|Unrecognized/i],
    ];
    for (const [body, message] of cases) {
      const res = await putPicture(erin, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    const res = await getPicture(erin);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).toString('base64')).toBe(PNG);
  });

  it('belongs to its owner only', async () => {
    const frank = await registerUser();
    const gina = await registerUser();
    await putPicture(frank, { type: 'image/png', data: PNG });
    expect((await getPicture(gina)).status).toBe(404);
    expect([401, 403]).toContain((await getPicture()).status);
    expect((await call('DELETE', '/api/account/safety-plan/picture', { token: gina.jwt })).status).toBe(204);
    expect((await getPicture(frank)).status).toBe(200);
  });
});

describe('encrypted at rest', () => {
  it('keeps no word of the plan or the picture readable in the database', async () => {
    const hana = await registerUser();
    const words = `Lighthouse${Date.now()}`;
    await put(hana, { sections: { ...plan(words).sections, helpers: [{ id: 'h', text: `Aunt ${words}`, phone: '+44 7700 900999' }] } });
    await putPicture(hana, { type: 'image/png', data: PNG });
    const [row] = await rowsOf(hana);
    expect(row.content).toMatch(SEALED);
    expect(row.picture).toMatch(SEALED);
    const everything = JSON.stringify(await queryDatabase('SELECT * FROM safety_plans WHERE id = ?', [row.id]));
    for (const secret of [words, '7700 900999', 'My cat Miso', PNG.slice(0, 20), 'IHDR']) expect(everything).not.toContain(secret);

    const { DATABASE_FILENAME: file } = inject('databaseEnv');
    if (file) {
      // The SQLite file itself (and its write-ahead log), byte for byte.
      for (const f of [file, `${file}-wal`].filter((f) => fs.existsSync(f))) {
        const bytes = fs.readFileSync(f);
        expect(bytes.includes(Buffer.from(words)), f).toBe(false);
        expect(bytes.includes(Buffer.from('My cat Miso')), f).toBe(false);
      }
    }
  });
});
