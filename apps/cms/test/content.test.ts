import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    const slugs = (await all(`${route}?fields[0]=slug`)).map((e) => e.slug).sort();
    expect(slugs).toEqual(
      seed(file)
        .map((e: { slug: string }) => e.slug)
        .sort(),
    );
  });

  it('serves a skill by slug with ordered steps, image and types', async () => {
    const res = await call(
      'GET',
      '/api/skills?filters[slug][$eq]=box-breathing&populate[0]=skill_step.image&populate[1]=Skill_Image&populate[2]=skill_types.Category',
    );
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
    const [skill] = (await call('GET', '/api/skills?filters[slug][$eq]=stop&populate=Skill_Image')).body.data;
    const { apiUrl } = await import('./api');
    const res = await fetch(`${apiUrl()}${skill.Skill_Image.url}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });

  it('serves the FAQ and the SOS page', async () => {
    const [faq] = (await call('GET', '/api/pages?filters[slug][$eq]=faq&populate=*')).body.data;
    expect(faq.steps.length).toBeGreaterThanOrEqual(8);
    const [contact] = (await call('GET', '/api/pages?filters[slug][$eq]=contact&populate=*')).body.data;
    expect(contact.content).toContain('988');
    expect(contact.content).toContain('116 123');
  });

  it('serves the app information with logo and menu', async () => {
    const { body } = await call('GET', '/api/app-information?populate=*');
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
    const triggers = await all('/api/triggers?fields[0]=title');
    let paths = 0;
    for (const trigger of triggers) {
      const emotions = await all(`/api/emotions?filters[triggers][id][$in][0]=${trigger.id}&fields[0]=title`);
      expect(emotions.length, `trigger ${trigger.title} offers no emotion`).toBeGreaterThan(0);
      for (const emotion of emotions) {
        const thoughts = await all(
          `/api/immediate-thoughts?filters[$and][0][emotions][id][$in][0]=${emotion.id}&filters[$and][1][triggers][id][$in][0]=${trigger.id}&fields[0]=title`,
        );
        expect(thoughts.length, `${trigger.title} → ${emotion.title} offers no thought`).toBeGreaterThan(0);
        for (const thought of thoughts) {
          const skills = await all(`/api/skills?filters[immediate_thoughts][id][$in][0]=${thought.id}&fields[0]=slug`);
          expect(skills.length, `${trigger.title} → ${emotion.title} → ${thought.title} yields no skill`).toBeGreaterThan(0);
          paths++;
        }
      }
    }
    expect(paths).toBeGreaterThan(20);
  });
});
