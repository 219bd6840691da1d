import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSkillOpen } from '@steady/contracts';
import { call, registerUser, type TestUser } from './api';

/*
 * Issue 7.3: a premium skill's steps and templates leave the server only through the premium-checked
 * account route — whatever populate, filters or relation path a request uses. (Populate and fields
 * other than the spec's forms are now refused outright: these probes stay to keep that true.)
 */
type SeedSkill = {
  slug: string;
  premium?: boolean;
  featured_skill?: boolean;
  skill_step?: { title: string; description?: string }[];
  skill_templates?: { name: string; content?: string }[];
};
const skills: SeedSkill[] = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'seed', 'skills.json'), 'utf8'));
/** Locked to anyone without premium (rules/skill-access): premium and not featured. */
const premiumSkills = skills.filter((s) => !isSkillOpen({ premium: s.premium, featured: s.featured_skill }, false));
/** Distinctive text of the premium parts: step titles and the opening of step descriptions. */
const premiumTexts = premiumSkills
  .flatMap((s) => [
    ...(s.skill_step ?? []).flatMap((st) => [st.title, ...(st.description ? [st.description.slice(0, 40)] : [])]),
    ...(s.skill_templates ?? []).flatMap((t) => [t.name, ...(t.content ? [t.content.slice(0, 40)] : [])]),
  ])
  .filter((t) => t.length >= 12);

const leaks = (text: string) => premiumTexts.filter((t) => text.includes(t) || text.includes(JSON.stringify(t).slice(1, -1)));

const PROBES = [
  '/api/skills?filters[premium][$eq]=true&populate[Skill_Image][populate][related][on][api::skill.skill][populate]=*',
  '/api/skills?filters[premium][$eq]=true&populate[Skill_Image][populate][related][populate]=*',
  '/api/skills?filters[premium][$eq]=true&populate=*',
  '/api/skills?filters[premium][$eq]=true',
  '/api/skills?filters[premium][$eq]=true&filters[featured_skill][$eq]=false&populate[0]=skill_step.image&populate[1]=Skill_Image',
  '/api/skills?filters[premium][$eq]=true&populate[skill_step][populate]=*&populate[skill_templates]=true',
  '/api/skills?filters[premium][$eq]=true&populate[0]=skill_step&populate[1]=skill_templates',
  '/api/skills?filters[premium][$eq]=true&populate=skill_step,skill_templates',
  '/api/skill-types?populate[skills][populate]=*',
  '/api/categories?populate[skill_types][populate]=*',
  '/api/triggers?populate=*',
  '/api/emotions?populate=*',
  '/api/immediate-thoughts?populate=*',
];

describe('premium skill content', () => {
  let user: TestUser;
  beforeAll(async () => {
    expect(premiumSkills.length).toBeGreaterThan(0);
    expect(premiumTexts.length).toBeGreaterThan(0);
    user = await registerUser();
    for (const s of premiumSkills) expect((await call('PUT', `/api/account/favourites/${s.slug}`, { token: user.jwt })).status).toBe(200);
    expect((await call('POST', `/api/account/completions/${premiumSkills[0].slug}`, { token: user.jwt })).status).toBe(200);
  });

  it.each(PROBES)('never leaks through %s (anonymous or signed in)', async (route) => {
    for (const token of [undefined, user.jwt]) {
      const res = await call('GET', route, { token });
      expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
      expect(leaks(res.text)).toEqual([]);
    }
  });

  it.each([
    '/api/users/me?populate[skills][populate][skill_step]=true',
    '/api/users/me?populate[skills][populate]=*',
    '/api/users/me?populate[completed_skill][populate][skill_step][populate]=*',
    '/api/users/me?populate=*',
  ])('never leaks to a signed-in user who is not premium through %s', async (route) => {
    const res = await call('GET', route, { token: user.jwt });
    expect(res.status).toBeLessThan(500);
    expect(leaks(res.text)).toEqual([]);
  });

  it('cannot be searched: a filter on step text answers the same for a real premium title and for nonsense', async () => {
    const title = premiumSkills[0].skill_step![0].title;
    const answer = async (text: string, field: string) => {
      const res = await call('GET', `/api/skills?filters[premium][$eq]=true&filters[${field}][title][$containsi]=${encodeURIComponent(text)}`);
      return { status: res.status, slugs: (res.body?.data ?? []).map((s: { slug: string }) => s.slug) };
    };
    for (const field of ['skill_step', 'skill_templates']) {
      expect(await answer(title, field)).toEqual(await answer('zz-no-such-text-zz', field));
    }
  });

  it('gives a free skill its steps on the public route, and a premium one only to premium users through the account route', async () => {
    const free = skills.find((s) => !s.premium && (s.skill_step?.length ?? 0) > 0)!;
    const pub = await call('GET', `/api/skills?filters[slug][$eq]=${free.slug}`);
    expect(pub.body.data[0].skill_step.map((s: { title: string }) => s.title)).toEqual(free.skill_step!.map((s) => s.title));
    const locked = await call('GET', `/api/account/skills/${premiumSkills[0].slug}`, { token: user.jwt });
    expect(locked.status).toBe(403);
    expect(leaks(locked.text)).toEqual([]);
    // The same read by slug on the public route: the card, no steps.
    const lockedPublic = await call('GET', `/api/skills?filters[slug][$eq]=${premiumSkills[0].slug}`);
    expect(lockedPublic.body.data[0]).toMatchObject({ slug: premiumSkills[0].slug, premium: true, skill_step: [], skill_templates: [] });
    // The account route answers free skills too, with their steps (one round trip for every reader who is signed in).
    const freeByAccount = await call('GET', `/api/account/skills/${free.slug}`, { token: user.jwt });
    expect(freeByAccount.status).toBe(200);
    expect(freeByAccount.body.data.skill_step.map((s: { title: string }) => s.title)).toEqual(free.skill_step!.map((s) => s.title));
  });
});
