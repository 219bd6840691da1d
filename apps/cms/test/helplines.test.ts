import { beforeAll, describe, expect, it } from 'vitest';
import { helplineSchema } from '@steady/contracts';
import { apiUrl, call, leakedFields, mailDropMessages, registerUser, waitFor, type TestUser } from './api';
import { queryDatabase } from './database';
import { TEST_ADMIN } from './strapi-process';

/**
 * Helplines as content: public, cached, each with an owner and the source that lists it; 'Checked <date>'
 * only where a person confirmed it in the admin (who stays there); unconfirmed and stale ones flagged in the admin.
 */
const get = async (route: string) => {
  const res = await fetch(`${apiUrl()}${route}`);
  return { status: res.status, cache: res.headers.get('x-cache'), body: JSON.parse(await res.text()) };
};
const overdueFlag = async (documentId: string) =>
  Boolean(
    (await queryDatabase<{ review_overdue: number | boolean | null }>('SELECT review_overdue FROM helplines WHERE document_id = ?', [documentId]))[0]
      ?.review_overdue,
  );

let user: TestUser;
let adminToken: string;
const CM = '/content-manager/collection-types/api::helpline.helpline';

beforeAll(async () => {
  user = await registerUser();
  const login = await call('POST', '/admin/login', { body: TEST_ADMIN });
  expect(login.status, login.text.slice(0, 300)).toBe(200);
  adminToken = login.body.data.token;
});

describe('helplines', () => {
  it('are public, by country then order, in the contract’s shape, with the seeded numbers', async () => {
    const res = await get('/api/helplines');
    expect(res.status).toBe(200);
    const list = res.body.data.map((h: unknown) => helplineSchema.parse(h));
    expect(list.length).toBeGreaterThanOrEqual(10);
    const keys = list.map((h) => `${h.country}:${String(h.order).padStart(4, '0')}`);
    expect(keys).toEqual([...keys].sort());
    for (const raw of res.body.data) {
      expect(raw).not.toHaveProperty('reviewOverdue');
      expect(leakedFields(raw)).toEqual([]);
    }
    const find = (country: string, phone: string) => list.find((h) => h.country === country && h.phone === phone);
    expect(find('US', '988')).toMatchObject({
      text: '988',
      emergency: false,
      owner: 'Steady content team',
      source: '988 Suicide & Crisis Lifeline',
      sourceUrl: 'https://988lifeline.org/',
      // The seed makes no claim of a check.
      lastChecked: null,
    });
    for (const raw of res.body.data) expect(raw).not.toHaveProperty('checkedBy');
    expect(find('US', '911')).toMatchObject({ emergency: true });
    expect(find('CA', '988')).toMatchObject({ text: '988' });
    expect(find('GB', '116 123')).toMatchObject({ name: 'Samaritans' });
    expect(find('IE', '116 123')).toMatchObject({ name: 'Samaritans' });
    expect(find('AU', '13 11 14')).toMatchObject({ name: 'Lifeline' });
    // The languages each answers in: codes, as a list.
    expect(find('US', '988')?.languages).toEqual(['en', 'es']);
    for (const raw of res.body.data) expect(Array.isArray(raw.languages), raw.name).toBe(true);
    // Signed in, the same list.
    expect((await call('GET', '/api/helplines', { token: user.jwt })).body.data.length).toBe(list.length);
  });

  it('answers repeated anonymous reads from the content cache', async () => {
    const route = `/api/helplines?filters[country][$eq]=GB&pagination[pageSize]=${Math.floor(Math.random() * 90) + 10}`;
    expect((await get(route)).cache).toBe('MISS');
    const again = await get(route);
    expect(again).toMatchObject({ status: 200, cache: 'HIT' });
    expect(again.body.data.map((h: { country: string }) => h.country)).toEqual(['GB', 'GB']);
  });

  it('cannot be written or read one by one through the content API', async () => {
    const [first] = (await get('/api/helplines')).body.data;
    for (const token of [undefined, user.jwt]) {
      for (const [method, route] of [
        ['POST', '/api/helplines'],
        ['PUT', `/api/helplines/${first.documentId}`],
        ['DELETE', `/api/helplines/${first.documentId}`],
        ['GET', `/api/helplines/${first.documentId}`],
      ]) {
        const res = await call(method, route, { token, body: method === 'GET' || method === 'DELETE' ? undefined : { data: { phone: '000000' } } });
        expect([401, 403, 404, 405], `${method} ${route} -> ${res.status}`).toContain(res.status);
      }
    }
    expect((await get('/api/helplines')).body.data.find((h: { documentId: string }) => h.documentId === first.documentId).phone).toBe(first.phone);
  });

  it('flags an entry never confirmed or last checked over six months ago, on create and on update, and shows the flag in the admin list', async () => {
    const created = await call('POST', CM, {
      token: adminToken,
      body: {
        country: 'NZ',
        countryName: 'New Zealand',
        name: 'Test line (not real)',
        hours: 'Weekdays',
        owner: 'Test',
        lastChecked: '2024-01-15',
        checkedBy: 'Test operator',
        emergency: false,
        order: 9,
      },
    });
    expect(created.status, created.text.slice(0, 300)).toBe(201);
    const documentId = created.body.data.documentId;
    try {
      expect(await overdueFlag(documentId)).toBe(true);
      // The write cleared the cache: the new entry is in the next public answer.
      expect((await get('/api/helplines')).body.data.some((h: { documentId: string }) => h.documentId === documentId)).toBe(true);

      const today = new Date().toISOString().slice(0, 10);
      const updated = await call('PUT', `${CM}/${documentId}`, { token: adminToken, body: { lastChecked: today, checkedBy: 'Test operator' } });
      expect(updated.status, updated.text.slice(0, 300)).toBe(200);
      expect(await overdueFlag(documentId)).toBe(false);
      const shown = (await get('/api/helplines?filters[country][$eq]=NZ')).body.data[0];
      expect(shown).toMatchObject({ lastChecked: today });
      expect(shown).not.toHaveProperty('checkedBy');
      // A date with no one who checked is refused and changes nothing.
      const unvouched = await call('PUT', `${CM}/${documentId}`, { token: adminToken, body: { lastChecked: '2026-01-02', checkedBy: '' } });
      expect(unvouched.status, unvouched.text.slice(0, 300)).toBe(400);
      expect((await get('/api/helplines?filters[country][$eq]=NZ')).body.data[0]).toMatchObject({ lastChecked: today });
      expect((await call('PUT', `${CM}/${documentId}`, { token: adminToken, body: { lastChecked: '2025-01-01', checkedBy: 'Test operator' } })).status).toBe(
        200,
      );
      expect(await overdueFlag(documentId)).toBe(true);

      // The seeded entries were never confirmed by a person: each is on the list to check.
      const seeded = (await get('/api/helplines?filters[country][$eq]=US')).body.data;
      for (const h of seeded) expect(await overdueFlag(h.documentId)).toBe(true);
    } finally {
      expect((await call('DELETE', `${CM}/${documentId}`, { token: adminToken })).status).toBe(200);
    }

    const config = await call('GET', '/content-manager/content-types/api::helpline.helpline/configuration', { token: adminToken });
    expect(config.status).toBe(200);
    expect(config.body.data.contentType.layouts.list).toContain('reviewOverdue');
    expect(config.body.data.contentType.settings).toMatchObject({ defaultSortBy: 'lastChecked', defaultSortOrder: 'ASC' });
    // The edit form says how languages are written.
    expect(config.body.data.contentType.metadatas.languages.edit.description).toMatch(/e\.g\. es,en/);
  });

  it('refuses an entry without the fields people rely on', async () => {
    for (const body of [
      { country: 'nz', countryName: 'New Zealand', name: 'Bad country', hours: '24/7', owner: 'Test' },
      { country: 'NZ', countryName: 'New Zealand', name: 'A date, no one who checked', hours: '24/7', owner: 'Test', lastChecked: '2026-01-01' },
      { country: 'NZ', countryName: 'New Zealand', name: 'No owner', hours: '24/7' },
    ]) {
      const res = await call('POST', CM, { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await get('/api/helplines?filters[country][$eq]=NZ')).body.data).toEqual([]);
  });
});

describe('helplines in more countries', () => {
  it("serves each new country's emergency number and, where one is listed, its crisis line, in its languages, with a source and no check", async () => {
    const list = (await get('/api/helplines')).body.data.map((h: unknown) => helplineSchema.parse(h));
    const countries = ['ES', 'MX', 'AR', 'CO', 'FR', 'BE', 'CH', 'DE', 'AT', 'BR', 'PT', 'EG', 'SA', 'AE', 'MA'];
    for (const country of countries) {
      const lines = list.filter((h) => h.country === country);
      const emergency = lines.filter((h) => h.emergency);
      expect(emergency, country).toHaveLength(1);
      expect(emergency[0].order, country).toBe(0);
      for (const h of lines) {
        expect(h.languages.length, `${country} ${h.name}`).toBeGreaterThan(0);
        expect(h.source, `${country} ${h.name}`).toEqual(expect.any(String));
        expect(h.sourceUrl, `${country} ${h.name}`).toMatch(/^https:\/\/[^/]+\//);
        expect(h.lastChecked, `${country} ${h.name}`).toBeNull();
      }
    }
    const find = (country: string, phone: string) => list.find((h) => h.country === country && h.phone === phone);
    expect(find('ES', '024')).toMatchObject({ emergency: false, languages: ['es'], source: 'Ministerio de Sanidad (Gobierno de España)' });
    expect(find('FR', '3114')).toMatchObject({ emergency: false, languages: ['fr'] });
    expect(find('DE', '0800 111 0 111')).toMatchObject({ name: 'TelefonSeelsorge' });
    expect(find('BR', '188')).toMatchObject({ languages: ['pt'] });
    expect(find('MX', '800 911 2000')).toMatchObject({ name: 'Línea de la Vida' });
  });
});

describe('helpline languages', () => {
  it('are written as codes: refused with a clear 400 when they are not, tidied when they are', async () => {
    const entry = { country: 'NZ', countryName: 'New Zealand', hours: '24/7', owner: 'Test', emergency: false, order: 8 };
    for (const languages of ['Spanish', 'es-MX', 'es;en', 'xx', 'es,und']) {
      const res = await call('POST', CM, { token: adminToken, body: { ...entry, name: `Bad languages ${languages}`, languages } });
      expect(res.status, `${languages}: ${res.text.slice(0, 300)}`).toBe(400);
      expect(res.body.error.message).toMatch(/is not a language code.*e\.g\. "es,en"/);
    }
    const tooLong = await call('POST', CM, { token: adminToken, body: { ...entry, name: 'Too many languages', languages: 'en,'.repeat(25) } });
    expect(tooLong.status).toBe(400);
    expect((await get('/api/helplines?filters[country][$eq]=NZ')).body.data).toEqual([]);

    const created = await call('POST', CM, { token: adminToken, body: { ...entry, name: 'Test line (not real)', languages: ' mi, EN ,en' } });
    expect(created.status, created.text.slice(0, 300)).toBe(201);
    const documentId = created.body.data.documentId;
    try {
      expect((await get('/api/helplines?filters[country][$eq]=NZ')).body.data[0]).toMatchObject({ documentId, languages: ['mi', 'en'] });
      const refused = await call('PUT', `${CM}/${documentId}`, { token: adminToken, body: { languages: 'Maori' } });
      expect(refused.status).toBe(400);
      expect((await get('/api/helplines?filters[country][$eq]=NZ')).body.data[0].languages).toEqual(['mi', 'en']);
      // Emptied: no one says which languages, and the list is empty.
      expect((await call('PUT', `${CM}/${documentId}`, { token: adminToken, body: { languages: '' } })).status).toBe(200);
      expect((await get('/api/helplines?filters[country][$eq]=NZ')).body.data[0].languages).toEqual([]);
    } finally {
      expect((await call('DELETE', `${CM}/${documentId}`, { token: adminToken })).status).toBe(200);
    }
  });
});

describe('reporting a problem with a helpline', () => {
  const report = (documentId: string, body?: unknown) => call('POST', `/api/helplines/${documentId}/report`, { body });
  const reportsAbout = (documentId: string) => mailDropMessages().filter((m) => m.text.includes(`Document id: ${documentId}`));
  const samaritans = async () =>
    (await get('/api/helplines?filters[country][$eq]=GB')).body.data.find((h: { name: string }) => h.name === 'Samaritans') as {
      documentId: string;
    };

  it('needs no account, and emails the operator the helpline and the message, escaped', async () => {
    const { documentId } = await samaritans();
    const message = 'The number <b>rang out</b> & then "cut off"';
    const res = await report(documentId, { message });
    expect(res.status, res.text.slice(0, 300)).toBe(202);
    expect(res.body).toEqual({ reported: true });
    const email = await waitFor(() => reportsAbout(documentId)[0]);
    // The support address of App information.
    expect(email.to).toBe('support@steady.example');
    expect(email.subject).toBe('Helpline report: Samaritans (GB)');
    for (const part of ['Country: United Kingdom (GB)', 'Helpline: Samaritans', 'Numbers: call 116 123', `Document id: ${documentId}`, message]) {
      expect(email.text).toContain(part);
    }
    expect(email.html).toContain('The number &#60;b&#62;rang out&#60;/b&#62; &#38; then &#34;cut off&#34;');
    expect(email.html).not.toContain('<b>rang out</b>');

    // Signed in or not, a message or none.
    const again = await call('POST', `/api/helplines/${documentId}/report`, { token: user.jwt });
    expect(again.status, again.text.slice(0, 300)).toBe(202);
    await waitFor(() => (reportsAbout(documentId).some((m) => m.text.includes('(no message)')) ? true : undefined));
  });

  it('answers 404 for a helpline that does not exist, and sends nothing', async () => {
    const before = mailDropMessages().length;
    for (const documentId of ['abcdefghijklmnopqrstuvwx', 'not-an-id', 'x'.repeat(80)]) {
      const res = await report(documentId, { message: 'Nobody answers' });
      expect(res.status, `${documentId}: ${res.text.slice(0, 300)}`).toBe(404);
      expect(res.body.error.details.code).toBe('not_found');
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(mailDropMessages().length).toBe(before);
  });

  it('refuses a bad body with a 400 that sends nothing', async () => {
    const { documentId } = await samaritans();
    const before = reportsAbout(documentId).length;
    for (const body of [{ message: 'x'.repeat(501) }, { message: 42 }, { message: 'ok', extra: true }, '[1]', '{"message":']) {
      const res = await report(documentId, body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text.slice(0, 300)}`).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(reportsAbout(documentId).length).toBe(before);
  });

  it('limits how many reports one address sends: past the limit a 429 that sends nothing', async () => {
    const { documentId } = await samaritans();
    // This file's earlier reports came from the same address and count too: at most 10 an hour in all.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await report(documentId, { message: `Report ${i}` })).status);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused, statuses.join(' ')).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefused).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
    const refused = await report(documentId, { message: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.details.code).toBe('too_many_attempts');
    await new Promise((r) => setTimeout(r, 300));
    expect(reportsAbout(documentId).some((m) => m.text.includes('One too many'))).toBe(false);
  });
});
