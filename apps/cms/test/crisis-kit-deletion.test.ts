import { describe, expect, it } from 'vitest';
import { call, registerUser } from './api';
import { queryDatabase } from './database';

/** Issue 9: deleting one's account removes the safety plan (with its picture) and every diary entry. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
const DAY = 86_400_000;
const day = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const planIds = async (userId: number) =>
  (await queryDatabase<{ id: number }>('SELECT safety_plan_id AS id FROM safety_plans_owner_lnk WHERE user_id = ?', [userId])).map((r) => Number(r.id));
const diaryIds = async (userId: number) =>
  (await queryDatabase<{ id: number }>('SELECT diary_entry_id AS id FROM diary_entries_owner_lnk WHERE user_id = ?', [userId])).map((r) => Number(r.id));
const countIn = async (table: string, ids: number[]) =>
  Number((await queryDatabase<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE id IN (${ids.map(() => '?').join(', ')})`, ids))[0].n);

describe('deleting one’s account', () => {
  it('removes its safety plan, picture and diary entries, and nobody else’s', async () => {
    const user = await registerUser();
    const other = await registerUser();
    for (const who of [user, other]) {
      expect(
        (await call('PUT', '/api/account/safety-plan', { token: who.jwt, body: { sections: { reasonsForLiving: [{ id: 'r', text: 'The sea' }] } } })).status,
      ).toBe(200);
      expect((await call('PUT', '/api/account/safety-plan/picture', { token: who.jwt, body: { type: 'image/png', data: PNG } })).status).toBe(200);
      for (const date of [day(-1), day()])
        expect((await call('PUT', `/api/account/diary/${date}`, { token: who.jwt, body: { note: 'A walk' } })).status).toBe(200);
    }
    const plans = await planIds(user.id);
    const entries = await diaryIds(user.id);
    expect(plans).toHaveLength(1);
    expect(entries).toHaveLength(2);

    const res = await call('POST', '/api/account/delete', { token: user.jwt, body: { password: user.password } });
    expect(res.status, res.text).toBe(200);
    expect(await countIn('safety_plans', plans)).toBe(0);
    expect(await countIn('diary_entries', entries)).toBe(0);

    expect(await countIn('safety_plans', await planIds(other.id))).toBe(1);
    expect(await countIn('diary_entries', await diaryIds(other.id))).toBe(2);
    expect((await call('GET', '/api/account/safety-plan', { token: other.jwt })).body.sections.reasonsForLiving).toEqual([{ id: 'r', text: 'The sea' }]);
  });
});
