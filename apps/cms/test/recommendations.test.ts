import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, registerUser, type TestUser } from './api';
import { account, purchase } from './payments-helpers';

/**
 * Issue 12.6: GET /api/account/recommendations narrows to what fits the latest check-in — at most 8,
 * ranked by fit (specific skills first), lifted by what helped this person, locked premium skills last.
 */
const checkIn = async (user: TestUser, ...stresses: string[]) => {
  const res = await call('POST', '/api/account/stress-check-ins', {
    token: user.jwt,
    body: { all_stresses: Object.fromEntries(stresses.map((k) => [k, true])) },
  });
  expect(res.status, res.text).toBe(201);
};
const recommend = async (user: TestUser): Promise<string[]> => {
  const res = await call('GET', '/api/account/recommendations', { token: user.jwt });
  expect(res.status, res.text).toBe(200);
  return res.body.skills;
};
const rate = (user: TestUser, skill: string, before: number, after: number) =>
  call('PUT', `/api/account/distress-ratings/s-${randomBytes(8).toString('hex')}`, { token: user.jwt, body: { skill, before, after } });

const LONELY_AND_TOO_MUCH = [
  'reach-out',
  '5-4-3-2-1-grounding',
  'stop',
  'tipp',
  'half-smile-and-willing-hands',
  'leaves-on-a-stream',
  'opposite-action',
  'check-the-facts',
];

describe('recommendations', () => {
  it("'Everything feels like too much' and 'I feel alone': Reach out first, 8 at most, no locked skill", async () => {
    const user = await registerUser();
    await checkIn(user, 'overwhelm', 'loneliness');
    // 14 skills match; the one made for both comes first, then those made for one of three, by catalogue order.
    expect(await recommend(user)).toEqual(LONELY_AND_TOO_MUCH);
  });

  it('shows a free person every fitting free skill before a premium one; a premium person sees them ranked by fit', async () => {
    const free = await registerUser();
    await checkIn(free, 'trouble_sleeping', 'body_tension');
    expect(await recommend(free)).toEqual([
      'paced-breathing',
      'self-soothe-five-senses',
      'box-breathing',
      'leaves-on-a-stream',
      'urge-surfing',
      'progressive-muscle-relaxation',
      'safe-place-visualisation',
      'wise-mind',
    ]);

    const premium = await registerUser();
    await purchase(premium);
    expect((await account(premium)).isPremium).toBe(true);
    await checkIn(premium, 'trouble_sleeping', 'body_tension');
    expect(await recommend(premium)).toEqual([
      'paced-breathing',
      'progressive-muscle-relaxation',
      'self-soothe-five-senses',
      'box-breathing',
      'leaves-on-a-stream',
      'safe-place-visualisation',
      'wise-mind',
      'urge-surfing',
    ]);
  });

  it('lifts a skill that helped this person, and only for them', async () => {
    const user = await registerUser();
    const other = await registerUser();
    await checkIn(user, 'overwhelm', 'loneliness');
    await checkIn(other, 'overwhelm', 'loneliness');
    expect(await recommend(user)).not.toContain('pleasant-activity');

    // Distress from 9 to 2 after Pleasant activity; from 3 to 6 after STOP (worse: no lift, no drop either).
    expect((await rate(user, 'pleasant-activity', 9, 2)).status).toBe(200);
    expect((await rate(user, 'stop', 3, 6)).status).toBe(200);
    const after = await recommend(user);
    expect(after).toHaveLength(8);
    expect(after.slice(0, 2)).toEqual(['reach-out', 'pleasant-activity']);
    expect(after).toContain('stop');
    expect(await recommend(other)).toEqual(LONELY_AND_TOO_MUCH);
  });
});
