import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, wizardPath, type TestUser } from './api';
import { queryDatabase } from './database';

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
});

describe('stress check-ins and recommendations', () => {
  it('has no recommendations before the first check-in', async () => {
    const res = await call('GET', '/api/account/recommendations', { token: alice.jwt });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ checkIn: null, skills: [] });
  });

  it('recommends skills whose types match the latest own check-in, and changes with it', async () => {
    const first = await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body: { all_stresses: { panic: true, anger: false } } });
    expect(first.status).toBe(201);
    expect(first.body.data.stresses).toEqual(['panic']);
    const panic = await call('GET', '/api/account/recommendations', { token: alice.jwt });
    expect(panic.body.checkIn.stresses).toEqual(['panic']);
    expect(panic.body.skills.length).toBeGreaterThan(0);

    // Every recommended skill has a type that names the category.
    const skills = (await call('GET', '/api/skills?pagination[pageSize]=100')).body.data;
    const types = new Map<string, string[]>(
      (await call('GET', '/api/skill-types?pagination[pageSize]=100')).body.data.map((t: any) => [t.slug, t.stress_keys]),
    );
    const keysOf = (slug: string) => skills.find((s: any) => s.slug === slug).skill_types.flatMap((t: any) => types.get(t.slug) ?? []);
    for (const slug of panic.body.skills) expect(keysOf(slug)).toContain('panic');

    await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body: { all_stresses: { trouble_sleeping: true } } });
    const sleep = await call('GET', '/api/account/recommendations', { token: alice.jwt });
    expect(sleep.body.checkIn.stresses).toEqual(['trouble_sleeping']);
    for (const slug of sleep.body.skills) expect(keysOf(slug)).toContain('trouble_sleeping');
    expect(sleep.body.skills).not.toEqual(panic.body.skills);
  });

  it("uses only the user's own check-in, never someone else's latest", async () => {
    await call('POST', '/api/account/stress-check-ins', { token: bob.jwt, body: { all_stresses: { loneliness: true } } });
    const aliceLatest = await call('GET', '/api/account/stress-check-ins/latest', { token: alice.jwt });
    expect(aliceLatest.body.data.stresses).toEqual(['trouble_sleeping']);
    const fresh = await registerUser();
    expect((await call('GET', '/api/account/stress-check-ins/latest', { token: fresh.jwt })).body).toEqual({ data: null });
  });

  it('refuses an empty or unknown check-in', async () => {
    for (const body of [
      { all_stresses: {} },
      { all_stresses: { panic: false } },
      { all_stresses: { hacking: true } },
      { all_stresses: { panic: 'yes' } },
      { all_stresses: { panic: true }, owner: bob.id },
      '{"x":',
    ]) {
      const res = await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await call('GET', '/api/account/stress-check-ins/latest', { token: alice.jwt })).body.data.stresses).toEqual(['trouble_sleeping']);
  });

  it('needs a token', async () => {
    expect([401, 403]).toContain((await call('POST', '/api/account/stress-check-ins', { body: { all_stresses: { panic: true } } })).status);
    expect([401, 403]).toContain((await call('GET', '/api/account/recommendations')).status);
  });
});

describe('chain analyses', () => {
  it('saves a wizard path with its matching skills and lists it for the owner only', async () => {
    const { trigger, emotion, thought } = await wizardPath();
    const res = await call('POST', '/api/account/analyses', {
      token: alice.jwt,
      body: { triggers: [trigger.documentId], emotions: [emotion.documentId], immediate_thoughts: [thought.documentId] },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.triggers).toEqual([{ documentId: trigger.documentId, title: trigger.title }]);
    expect(res.body.data.skills.length).toBeGreaterThan(0);
    const matching = (await call('GET', `/api/skills?filters[immediate_thoughts][id][$in][0]=${thought.id}&pagination[pageSize]=100`)).body.data.map(
      (s: any) => s.slug,
    );
    expect([...res.body.data.skills].sort()).toEqual([...matching].sort());

    const mine = await call('GET', '/api/account/analyses', { token: alice.jwt });
    expect(mine.body.data.map((a: any) => a.documentId)).toContain(res.body.data.documentId);
    const theirs = await call('GET', '/api/account/analyses', { token: bob.jwt });
    expect(theirs.body.data.map((a: any) => a.documentId)).not.toContain(res.body.data.documentId);

    // Bob cannot delete it; Alice can.
    expect((await call('DELETE', `/api/account/analyses/${res.body.data.documentId}`, { token: bob.jwt })).status).toBe(404);
    expect((await call('DELETE', `/api/account/analyses/${res.body.data.documentId}`, { token: alice.jwt })).status).toBe(204);
    expect((await call('GET', '/api/account/analyses', { token: alice.jwt })).body.data.map((a: any) => a.documentId)).not.toContain(res.body.data.documentId);
  });

  it('refuses a path the wizard could not offer, an empty step, or unknown ids', async () => {
    const { trigger, emotion, thought } = await wizardPath();
    const emotions = (await call('GET', '/api/emotions?pagination[pageSize]=100')).body.data;
    const unrelated = emotions.find((e: any) => !e.triggers.some((t: any) => t.documentId === trigger.documentId));
    const bodies = [
      { triggers: [trigger.documentId], emotions: [], immediate_thoughts: [thought.documentId] },
      { triggers: [trigger.documentId], emotions: [emotion.documentId] },
      { triggers: ['doesnotexist'], emotions: [emotion.documentId], immediate_thoughts: [thought.documentId] },
      { triggers: [trigger.documentId], emotions: [emotion.documentId], immediate_thoughts: [thought.documentId], owner: bob.id },
      ...(unrelated ? [{ triggers: [trigger.documentId], emotions: [unrelated.documentId], immediate_thoughts: [thought.documentId] }] : []),
    ];
    const before = (await call('GET', '/api/account/analyses', { token: alice.jwt })).body.data.length;
    for (const body of bodies) {
      const res = await call('POST', '/api/account/analyses', { token: alice.jwt, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await call('GET', '/api/account/analyses', { token: alice.jwt })).body.data.length).toBe(before);
  });

  it('keeps the generic routes of forms and analyses closed', async () => {
    for (const route of ['/api/forms', '/api/rca-analyses', '/api/forms?populate=*', '/api/rca-analyses?populate=owner']) {
      for (const token of [alice.jwt, undefined]) {
        const res = await call('GET', route, { token });
        // A populate is refused as a query (400) before the route could refuse the caller.
        expect(route.includes('populate') ? [400] : [401, 403, 404], `${route} -> ${res.status}`).toContain(res.status);
      }
    }
  });
});

describe('a create sent again (timeout retry, offline outbox) makes one record', () => {
  const clientId = () => `c-${randomBytes(8).toString('hex')}`;
  const countRows = async (table: string, id: string) =>
    Number((await queryDatabase<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE client_id = ?`, [id]))[0]!.n);

  it('answers a repeated check-in with the first one, and concurrent ones make one row', async () => {
    const id = clientId();
    const body = { clientId: id, all_stresses: { panic: true } };
    const first = await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body });
    expect(first.status).toBe(201);
    const again = await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body });
    expect(again.status).toBe(200);
    expect(again.body.data.documentId).toBe(first.body.data.documentId);
    expect(await countRows('forms', id)).toBe(1);

    const raced = clientId();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body: { clientId: raced, all_stresses: { sadness: true } } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.documentId)).size).toBe(1);
    expect(await countRows('forms', raced)).toBe(1);
  });

  it('answers a repeated analysis with the first one', async () => {
    const { trigger, emotion, thought } = await wizardPath();
    const body = { clientId: clientId(), triggers: [trigger.documentId], emotions: [emotion.documentId], immediate_thoughts: [thought.documentId] };
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/api/account/analyses', { token: alice.jwt, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.documentId)).size).toBe(1);
    expect(await countRows('rca_analyses', body.clientId)).toBe(1);
  });

  it("refuses someone else's id with 409 and neither reads nor changes theirs", async () => {
    const id = clientId();
    const mine = await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body: { clientId: id, all_stresses: { anger: true } } });
    expect(mine.status).toBe(201);
    const theirs = await call('POST', '/api/account/stress-check-ins', { token: bob.jwt, body: { clientId: id, all_stresses: { panic: true } } });
    expect(theirs.status).toBe(409);
    expect(theirs.text).not.toContain(mine.body.data.documentId);
    expect((await call('GET', '/api/account/stress-check-ins/latest', { token: bob.jwt })).body.data?.documentId).not.toBe(mine.body.data.documentId);
  });

  it('without an id, each create is a new record (as before), and a malformed id is a 400', async () => {
    const a = await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body: { all_stresses: { panic: true } } });
    const b = await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body: { all_stresses: { panic: true } } });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.documentId).not.toBe(b.body.data.documentId);
    for (const bad of ['short', 'has space in it', 'x'.repeat(65), 42]) {
      const res = await call('POST', '/api/account/stress-check-ins', { token: alice.jwt, body: { clientId: bad, all_stresses: { panic: true } } });
      expect(res.status, String(bad)).toBe(400);
    }
  });
});
