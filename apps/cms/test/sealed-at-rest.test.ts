import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type TestUser } from './api';
import { changeDatabase, queryDatabase } from './database';
import { openStored, SEALED } from './sealed';

/*
 * Decision 009, updated: diary levels and 'acted on it', distress ratings and check-in categories are
 * sealed like the notes, and every sealed value is bound to its type, field, row and owner, so a
 * ciphertext copied elsewhere in the database does not open there (it reads as empty).
 */
const DIARY = 'api::diary-entry.diary-entry';
const RATING = 'api::distress-rating.distress-rating';
const FORM = 'api::form.form';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);
const yesterday = day(-1);
const sessionId = () => `s-${randomBytes(8).toString('hex')}`;

type DiaryRow = { id: number; document_id: string; date: string; emotions: string; urges: string; skills: string; note: string | null };
const diaryRows = (user: TestUser) =>
  queryDatabase<DiaryRow>(
    'SELECT e.id, e.document_id, e.date, e.emotions, e.urges, e.skills, e.note FROM diary_entries e JOIN diary_entries_owner_lnk l ON l.diary_entry_id = e.id WHERE l.user_id = ? ORDER BY e.date',
    [user.id],
  );
type RatingRow = { id: number; document_id: string; before: string | null; after: string | null; note: string | null };
const ratingRow = async (clientId: string) =>
  (await queryDatabase<RatingRow>('SELECT id, document_id, "before", "after", note FROM distress_ratings WHERE client_id = ?', [clientId]))[0];
type FormRow = { id: number; document_id: string; stresses: string | null };
const formRows = (user: TestUser) =>
  queryDatabase<FormRow>('SELECT f.id, f.document_id, f.stresses FROM forms f JOIN forms_owner_lnk l ON l.form_id = f.id WHERE l.user_id = ? ORDER BY f.id', [
    user.id,
  ]);

const diary = async (user: TestUser, date = today) => {
  const res = await call('GET', `/api/account/diary?from=${date}&to=${date}`, { token: user.jwt });
  expect(res.status, res.text).toBe(200);
  return res.body.entries[0];
};
const rate = (user: TestUser, id: string, body: Record<string, unknown>) =>
  call('PUT', `/api/account/distress-ratings/${id}`, { token: user.jwt, body: { skill: 'breathing', ...body } });
const checkIn = (user: TestUser, all_stresses: Record<string, boolean>) =>
  call('POST', '/api/account/stress-check-ins', { token: user.jwt, body: { all_stresses } });
const latest = async (user: TestUser) => (await call('GET', '/api/account/stress-check-ins/latest', { token: user.jwt })).body.data;

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
});

describe('sealed at rest', () => {
  it('keeps no clear level, acted-on answer, rating or check-in category in the database', async () => {
    const urges = { selfHarm: { level: 5, actedOn: true }, substances: { level: 0, actedOn: false } };
    expect((await call('PUT', `/api/account/diary/${today}`, { token: alice.jwt, body: { emotions: { shame: 4, joy: 1 }, urges } })).status).toBe(200);
    const id = sessionId();
    expect((await rate(alice, id, { before: 9, after: 10 })).body).toMatchObject({ before: 9, after: 10 });
    expect((await checkIn(alice, { panic: true, loneliness: true })).status).toBe(201);

    const [entry] = await diaryRows(alice);
    const rating = await ratingRow(id);
    const [form] = await formRows(alice);
    for (const value of [entry.emotions, entry.urges, entry.skills, rating.before, rating.after, form.stresses]) expect(value).toMatch(SEALED);
    const raw = JSON.stringify([entry, rating, form]);
    for (const clear of ['shame', 'selfHarm', 'actedOn', 'true', 'panic', 'loneliness', '"before":9', '"after":10']) expect(raw).not.toContain(clear);

    // Each opens for its own place, to what was sent; and the length of a value tells nothing.
    expect(JSON.parse(openStored(entry.urges, DIARY, 'urges', entry.document_id, alice.id))).toEqual(urges);
    expect(JSON.parse(openStored(rating.after, RATING, 'after', rating.document_id, alice.id))).toBe(10);
    expect(JSON.parse(openStored(form.stresses, FORM, 'stresses', form.document_id, alice.id))).toEqual(['panic', 'loneliness']);
    expect(rating.before!.length).toBe(rating.after!.length);

    // The API answers numbers and booleans, as before.
    expect(await diary(alice)).toMatchObject({ emotions: { shame: 4, joy: 1 }, urges });
    expect((await latest(alice)).stresses).toEqual(['panic', 'loneliness']);
  });

  it('still refuses out-of-range values before anything is sealed', async () => {
    const id = sessionId();
    for (const body of [{ before: 11 }, { before: -1 }, { after: 2.5 }, { before: '7' }])
      expect((await rate(alice, id, body)).status, JSON.stringify(body)).toBe(400);
    expect(await ratingRow(id)).toBeUndefined();
    for (const urges of [{ selfHarm: { level: 6 } }, { selfHarm: { actedOn: 'yes' } }]) {
      expect((await call('PUT', `/api/account/diary/${yesterday}`, { token: bob.jwt, body: { urges } })).status).toBe(400);
    }
    expect(await diaryRows(bob)).toEqual([]);
  });
});

describe('bound to its place', () => {
  it('a value copied to another person, another day or another field does not open there', async () => {
    const secret = { selfHarm: { level: 5, actedOn: true } };
    expect((await call('PUT', `/api/account/diary/${yesterday}`, { token: alice.jwt, body: { urges: secret, note: 'alice only' } })).status).toBe(200);
    expect(
      (await call('PUT', `/api/account/diary/${today}`, { token: bob.jwt, body: { emotions: { joy: 3 }, urges: { quitAvoid: { level: 1 } } } })).status,
    ).toBe(200);
    const [aliceYesterday, aliceToday] = await diaryRows(alice);
    const [bobToday] = await diaryRows(bob);

    // To another person's row, the note and the urges.
    await changeDatabase('UPDATE diary_entries SET urges = ?, note = ? WHERE id = ?', [aliceYesterday.urges, aliceYesterday.note, bobToday.id]);
    // To another day of the same person, and into another field of that row.
    await changeDatabase('UPDATE diary_entries SET urges = ?, emotions = ? WHERE id = ?', [aliceYesterday.urges, aliceToday.urges, aliceToday.id]);

    const bobs = await diary(bob);
    expect(bobs).toMatchObject({ emotions: { joy: 3 }, urges: {}, note: '' });
    expect(JSON.stringify(bobs)).not.toContain('alice only');
    expect(await diary(alice)).toMatchObject({ emotions: {}, urges: {} });
    // Alice's own day, where it belongs, still opens; and a save puts a moved value right.
    expect((await diary(alice, yesterday)).urges).toEqual(secret);
    expect((await call('PUT', `/api/account/diary/${today}`, { token: bob.jwt, body: { urges: { quitAvoid: { level: 2 } } } })).body.urges).toEqual({
      quitAvoid: { level: 2 },
    });
  });

  it('a rating or a check-in copied to another person reads as empty for them', async () => {
    const mine = sessionId();
    const theirs = sessionId();
    await rate(alice, mine, { before: 8, after: 2, note: 'for alice' });
    await rate(bob, theirs, { before: 3, after: 3 });
    const a = await ratingRow(mine);
    await changeDatabase('UPDATE distress_ratings SET "before" = ?, "after" = ?, note = ? WHERE client_id = ?', [a.before, a.after, a.note, theirs]);
    const again = await rate(bob, theirs, {});
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ before: null, after: null, note: null });
    const helps = await call('GET', '/api/account/what-helps', { token: bob.jwt });
    expect(helps.status).toBe(200);
    expect(helps.body.skills).toEqual([]);

    expect((await checkIn(bob, { anger: true })).status).toBe(201);
    const [aliceForm] = await formRows(alice);
    const bobForms = await formRows(bob);
    await changeDatabase('UPDATE forms SET stresses = ? WHERE id = ?', [aliceForm.stresses, bobForms[bobForms.length - 1].id]);
    expect((await latest(bob)).stresses).toEqual([]);
    const recs = await call('GET', '/api/account/recommendations', { token: bob.jwt });
    expect(recs.status).toBe(200);
    expect(recs.body.skills).toEqual([]);
  });

  it('a safety plan copied to another person opens as an empty plan', async () => {
    const plan = { sections: { warningSigns: [{ id: 'w', text: 'Alice stops answering' }] } };
    expect((await call('PUT', '/api/account/safety-plan', { token: alice.jwt, body: plan })).status).toBe(200);
    expect((await call('PUT', '/api/account/safety-plan', { token: bob.jwt, body: { sections: { warningSigns: [{ id: 'b', text: 'Bob' }] } } })).status).toBe(
      200,
    );
    const content = async (user: TestUser) =>
      (
        await queryDatabase<{ id: number; content: string }>(
          'SELECT p.id, p.content FROM safety_plans p JOIN safety_plans_owner_lnk l ON l.safety_plan_id = p.id WHERE l.user_id = ?',
          [user.id],
        )
      )[0];
    await changeDatabase('UPDATE safety_plans SET content = ? WHERE id = ?', [(await content(alice)).content, (await content(bob)).id]);
    const res = await call('GET', '/api/account/safety-plan', { token: bob.jwt });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Alice');
    expect(res.body.sections.warningSigns).toEqual([]);
    const exported = await call('GET', '/api/account/export', { token: bob.jwt });
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain('Alice stops');
  });
});
