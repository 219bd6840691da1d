import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appInformationResponseSchema,
  emotionListSchema,
  pageListSchema,
  planListSchema,
  rcaContentResponseSchema,
  skillCardListSchema,
  skillDetailListSchema,
  wizardOptionListSchema,
} from '@steady/contracts';
import { call } from './api';

const seed = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'seed', file), 'utf8'));

const all = async (route: string) => {
  const sep = route.includes('?') ? '&' : '?';
  const res = await call('GET', `${route}${sep}pagination[pageSize]=100`);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.body.data as any[];
};

describe('seeded content over the public API', () => {
  it.each([
    ['/api/skills', 'skills.json'],
    ['/api/categories', 'categories.json'],
    ['/api/skill-types', 'skill-types.json'],
    ['/api/triggers', 'triggers.json'],
    ['/api/emotions', 'emotions.json'],
    ['/api/immediate-thoughts', 'immediate-thoughts.json'],
    ['/api/pages', 'pages.json'],
    ['/api/plans', 'plans.json'],
  ])('%s holds exactly the seed entries, though the CMS booted twice on this database', async (route, file) => {
    const slugs = (await all(route)).map((e) => e.slug).sort();
    expect(slugs).toEqual(
      seed(file)
        .map((e: { slug: string }) => e.slug)
        .sort(),
    );
  });

  it('serves a skill by slug with ordered steps, image and types', async () => {
    const res = await call('GET', '/api/skills?filters[slug][$eq]=box-breathing');
    expect(skillDetailListSchema.safeParse(res.body).success, res.text.slice(0, 300)).toBe(true);
    const [skill] = res.body.data;
    expect(skill.Title).toBeTruthy();
    expect(skill.Skill_Image.url).toMatch(/^\/uploads\/.+\.svg$/);
    expect(skill.skill_types.map((t: { slug: string }) => t.slug)).toContain('box_breathing');
    expect(skill.skill_step.map((s: { title: string }) => s.title)).toEqual(
      seed('skills.json')
        .find((s: any) => s.slug === 'box-breathing')
        .skill_step.map((s: any) => s.title),
    );
  });

  it('serves uploaded seed images', async () => {
    const [skill] = (await call('GET', '/api/skills?filters[slug][$eq]=stop')).body.data;
    const { apiUrl } = await import('./api');
    const res = await fetch(`${apiUrl()}${skill.Skill_Image.url}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });

  it('serves the FAQ and the SOS page', async () => {
    const [faq] = (await call('GET', '/api/pages?filters[slug][$eq]=faq')).body.data;
    expect(faq.steps.length).toBeGreaterThanOrEqual(8);
    const [contact] = (await call('GET', '/api/pages?filters[slug][$eq]=contact')).body.data;
    expect(contact.content).toContain('988');
    expect(contact.content).toContain('116 123');
  });

  it('serves the app information with logo and menu', async () => {
    const { body } = await call('GET', '/api/app-information');
    expect(appInformationResponseSchema.parse(body).data).toEqual(body.data);
    expect(body.data.product_name).toBe('Steady');
    expect(body.data.app_logo.url).toMatch(/\.svg$/);
    expect(body.data.menu.map((m: { item_name: string }) => m.item_name)).toEqual([
      'Home',
      'Favourites',
      'Practice',
      'My safety plan',
      'What helps me',
      'Diary card',
      'Settings',
      'FAQ',
      'Go Premium',
      'Logout',
    ]);
    expect(body.data.menu.at(-1).menu_link).toBe('/Login');
  });

  it('every Trigger → Emotion → Thought path the wizard can offer yields a skill (through the API filters the wizard uses)', async () => {
    const triggers = await all('/api/triggers');
    let paths = 0;
    for (const trigger of triggers) {
      const emotions = await all(`/api/emotions?filters[triggers][id][$in][0]=${trigger.id}`);
      expect(emotions.length, `trigger ${trigger.title} offers no emotion`).toBeGreaterThan(0);
      for (const emotion of emotions) {
        const thoughts = await all(
          `/api/immediate-thoughts?filters[$and][0][emotions][id][$in][0]=${emotion.id}&filters[$and][1][triggers][id][$in][0]=${trigger.id}`,
        );
        expect(thoughts.length, `${trigger.title} → ${emotion.title} offers no thought`).toBeGreaterThan(0);
        for (const thought of thoughts) {
          const skills = await all(`/api/skills?filters[immediate_thoughts][id][$in][0]=${thought.id}`);
          expect(skills.length, `${trigger.title} → ${emotion.title} → ${thought.title} yields no skill`).toBeGreaterThan(0);
          paths++;
        }
      }
    }
    expect(paths).toBeGreaterThan(20);
  });

  it('answers each view in its contract shape, field for field', async () => {
    const views: [string, { parse(v: unknown): unknown }][] = [
      ['/api/skills', skillCardListSchema],
      ['/api/skills?filters[slug][$eq]=stop', skillDetailListSchema],
      ['/api/pages?filters[slug][$eq]=faq', pageListSchema],
      ['/api/app-information', appInformationResponseSchema],
      ['/api/rca', rcaContentResponseSchema],
      ['/api/triggers', wizardOptionListSchema],
      ['/api/emotions', emotionListSchema],
      ['/api/immediate-thoughts', wizardOptionListSchema],
      ['/api/plans', planListSchema],
    ];
    for (const [route, schema] of views) {
      const res = await call('GET', route);
      expect(res.status, route).toBe(200);
      // Parsing strips unknown keys: equal means the answer holds nothing the contract does not name.
      expect({ data: (schema.parse(res.body) as { data: unknown }).data }, route).toEqual({ data: res.body.data });
    }
  });

  it.each([
    ['/api/app-information?populate=*', '/api/app-information'],
    ['/api/pages?filters[slug][$eq]=faq&populate=*', '/api/pages?filters[slug][$eq]=faq'],
    ['/api/skills?sort=order_id&populate=*', '/api/skills?sort=order_id'],
    ['/api/skills?filters[slug][$eq]=stop&populate[0]=skill_step.image&populate[1]=Skill_Image', '/api/skills?filters[slug][$eq]=stop'],
    ['/api/rca?fields[0]=title&fields[1]=description&populate[0]=rca_steps.step_image', '/api/rca'],
    ['/api/emotions?populate=triggers', '/api/emotions'],
    ['/api/immediate-thoughts?populate=*', '/api/immediate-thoughts'],
  ])('the spec form %s answers with the route view', async (specForm, plain) => {
    const [spec, view] = [await call('GET', specForm), await call('GET', plain)];
    expect(spec.status, spec.text.slice(0, 300)).toBe(200);
    expect(spec.body).toEqual(view.body);
  });

  it('the spec reads what it names from its forms', async () => {
    const [skill] = (await call('GET', '/api/skills?filters[slug][$eq]=box-breathing&populate[0]=skill_step.image&populate[1]=Skill_Image')).body.data;
    expect(skill.skill_step.length).toBeGreaterThan(0);
    expect(skill.skill_templates).toBeInstanceOf(Array);
    expect(skill.Skill_Image.url).toBeTruthy();
    const rca = (await call('GET', '/api/rca?fields[0]=title&fields[1]=description&populate[0]=rca_steps.step_image')).body.data;
    expect(rca.rca_steps.some((s: any) => s.step_image?.url)).toBe(true);
    const emotions = (await call('GET', '/api/emotions?populate=triggers')).body.data;
    expect(emotions.some((e: any) => e.triggers.length > 0)).toBe(true);
  });

  it.each([
    '/api/skills?populate=skill_types',
    '/api/skills?fields[0]=Title',
    '/api/skills?populate[Skill_Image][fields][0]=url',
    '/api/skills?filters[slug][$eq]=stop&populate[0]=Skill_Image&populate[1]=skill_step.image',
    '/api/pages?populate[featured_image]=true',
    '/api/app-information?populate=menu',
    '/api/rca?populate=*',
    '/api/triggers?fields[0]=title',
    '/api/emotions?populate=*',
    '/api/categories?populate=*',
    '/api/skill-types?fields[0]=slug',
    '/api/helplines?fields[0]=name',
  ])('refuses a populate or fields the spec does not name, and changes nothing: %s', async (route) => {
    const plain = route.replace(/[?&](populate|fields)[^&]*/g, '').replace(/^([^?]*)&/, '$1?');
    const before = await call('GET', plain);
    const res = await call('GET', route);
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    expect(res.body.error.message).toMatch(/chooses its own fields and relations/);
    expect(res.body.error.details.param).toMatch(/^(populate|fields)$/);
    expect(res.body.error.details.code).toBe('invalid_query');
    // Not cached either: the same request stays a 400, and the plain one still answers the same.
    expect((await call('GET', route)).status).toBe(400);
    expect((await call('GET', plain)).body).toEqual(before.body);
  });
});
