import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appInformationResponseSchema,
  emotionListSchema,
  LOCALE_CODES,
  pageListSchema,
  rcaContentResponseSchema,
  skillDetailListSchema,
} from '@steady/contracts';
import { call, callOn, registerUser } from './api';
import { startStrapiInProcess, type InProcessStrapi } from './strapi-in-process';

/*
 * Content in the reader's language (docs/decisions/019-content-languages.md): the seed's translations
 * over HTTP, entry-by-entry fallback to English, and the Strapi 5 i18n pitfalls the views are built to avoid.
 */

const seedDir = path.resolve(__dirname, '..', 'seed');
const read = (file: string, locale?: string) => JSON.parse(fs.readFileSync(path.join(seedDir, ...(locale ? ['locales', locale] : []), file), 'utf8'));
const TRANSLATED_LOCALES = LOCALE_CODES.filter((l) => l !== 'en' && fs.existsSync(path.join(seedDir, 'locales', l)));

const data = async (route: string) => {
  const res = await call('GET', route);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.body.data;
};

describe('seeded content in every shipped language', () => {
  it('ships a translation of the seed for each language but English', () => {
    expect(TRANSLATED_LOCALES).toEqual(LOCALE_CODES.filter((l) => l !== 'en'));
  });

  it.each(TRANSLATED_LOCALES)('%s: a skill with its steps and its category in that language, pictures and order from English', async (locale) => {
    const english = (await data('/api/skills?filters[slug][$eq]=box-breathing'))[0];
    const body = await call('GET', `/api/skills?filters[slug][$eq]=box-breathing&locale=${locale}`);
    expect(skillDetailListSchema.safeParse(body.body).success, body.text.slice(0, 300)).toBe(true);
    const [skill] = body.body.data;
    const seeded = read('skills.json', locale).find((s: { slug: string }) => s.slug === 'box-breathing');
    expect(skill).toMatchObject({ locale, Title: seeded.Title, Description: seeded.Description, slug: 'box-breathing', Skill_Image: english.Skill_Image });
    expect(skill.skill_step.map((s: { title: string }) => s.title)).toEqual(seeded.skill_step.map((s: { title: string }) => s.title));
    expect(skill.skill_step.map((s: { image: unknown }) => s.image)).toEqual(english.skill_step.map((s: { image: unknown }) => s.image));
    const category = skill.skill_types[0].Category;
    const seededCategory = read('categories.json', locale).find((c: { slug: string }) => c.slug === category.slug);
    expect(category).toMatchObject({ name: seededCategory.name, locale });
  });

  it.each(TRANSLATED_LOCALES)('%s: every list holds the English entries in the English order, each in that language', async (locale) => {
    for (const [route, file, field] of [
      ['/api/skills', 'skills.json', 'Title'],
      ['/api/triggers', 'triggers.json', 'title'],
      ['/api/emotions', 'emotions.json', 'title'],
      ['/api/immediate-thoughts', 'immediate-thoughts.json', 'title'],
      ['/api/categories', 'categories.json', 'name'],
      ['/api/skill-types', 'skill-types.json', 'name'],
    ]) {
      const english = await data(`${route}?pagination[pageSize]=100`);
      const translated = await data(`${route}?pagination[pageSize]=100&locale=${locale}`);
      expect(
        translated.map((e: { slug: string }) => e.slug),
        route,
      ).toEqual(english.map((e: { slug: string }) => e.slug));
      const words = new Map(read(file, locale).map((e: Record<string, string>) => [e.slug, e[field]]));
      for (const entry of translated)
        expect({ route, slug: entry.slug, words: entry[field], locale: entry.locale }).toEqual({
          route,
          slug: entry.slug,
          words: words.get(entry.slug),
          locale,
        });
    }
  });

  it.each(TRANSLATED_LOCALES)('%s: an emotion keeps its triggers, in that language too', async (locale) => {
    const res = await call('GET', `/api/emotions?pagination[pageSize]=100&locale=${locale}`);
    expect(emotionListSchema.safeParse(res.body).success).toBe(true);
    const english = await data('/api/emotions?pagination[pageSize]=100');
    const triggerWords = new Map(read('triggers.json', locale).map((t: { slug: string; title: string }) => [t.slug, t.title]));
    res.body.data.forEach((emotion: { triggers: { slug: string; title: string }[] }, i: number) => {
      expect(emotion.triggers.map((t) => t.slug)).toEqual(english[i].triggers.map((t: { slug: string }) => t.slug));
      for (const t of emotion.triggers) expect(t.title).toBe(triggerWords.get(t.slug));
    });
  });

  it.each(TRANSLATED_LOCALES)('%s: pages, the FAQ, the menu and the chain analysis texts', async (locale) => {
    const faq = await call('GET', `/api/pages?filters[slug][$eq]=faq&locale=${locale}`);
    expect(pageListSchema.safeParse(faq.body).success).toBe(true);
    const seededFaq = read('pages.json', locale).find((p: { slug: string }) => p.slug === 'faq');
    expect(faq.body.data[0]).toMatchObject({
      locale,
      title: seededFaq.title,
      content: fs.readFileSync(path.join(seedDir, 'locales', locale, 'pages', 'faq.md'), 'utf8'),
    });
    expect(faq.body.data[0].steps.map((s: { item_title: string }) => s.item_title)).toEqual(seededFaq.steps.map((s: { item_title: string }) => s.item_title));

    const info = await call('GET', `/api/app-information?locale=${locale}`);
    expect(appInformationResponseSchema.safeParse(info.body).success).toBe(true);
    const englishInfo = await data('/api/app-information');
    expect(info.body.data.menu.map((m: { menu_link: string }) => m.menu_link)).toEqual(englishInfo.menu.map((m: { menu_link: string }) => m.menu_link));
    expect(info.body.data.menu.map((m: { item_name: string }) => m.item_name)).toEqual(
      read('app-information.json', locale).menu.map((m: { item_name: string }) => m.item_name),
    );
    expect(info.body.data).toMatchObject({ locale, product_name: englishInfo.product_name, support_email: englishInfo.support_email });

    const rca = await call('GET', `/api/rca?locale=${locale}`);
    expect(rcaContentResponseSchema.safeParse(rca.body).success).toBe(true);
    expect(rca.body.data).toMatchObject({ locale, title: read('rca.json', locale).title });
  });

  it.each(TRANSLATED_LOCALES)('%s: the premium plan, listed and in the payment config, price and ids unchanged', async (locale) => {
    const seeded = read('plans.json', locale)[0];
    const english = (await data('/api/plans'))[0];
    const [plan] = await data(`/api/plans?locale=${locale}`);
    expect(plan).toEqual({ ...english, name: seeded.name, description: seeded.description, locale });
    const config = await call('GET', `/api/stripe/config?locale=${locale}`);
    expect(config.status, config.text.slice(0, 300)).toBe(200);
    expect(config.body.premiumPlan).toMatchObject({ description: seeded.description, amount: english.amount, locale });
  });

  it('English is what a request without a language, or with English, gets', async () => {
    const plain = await data('/api/skills?filters[slug][$eq]=box-breathing');
    expect(plain[0]).toMatchObject({ locale: 'en', Title: read('skills.json').find((s: { slug: string }) => s.slug === 'box-breathing').Title });
    expect(await data('/api/skills?filters[slug][$eq]=box-breathing&locale=en')).toEqual(plain);
  });

  it.each([
    ['/api/triggers', 'xx'],
    ['/api/skills', '*'],
    ['/api/pages', 'all'],
    ['/api/app-information', 'ES'],
    ['/api/stripe/config', 'pt'],
  ])('%s refuses locale=%s with a 400 that names the languages there are', async (route, locale) => {
    const res = await call('GET', `${route}?locale=${encodeURIComponent(locale)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({ code: 'invalid_query', param: 'locale', allowed: [...LOCALE_CODES] });
    expect(res.body.error.message).toMatch(/^locale: /);
  });

  it("a member's skill route answers in the asked-for language; favourites do not depend on it", async () => {
    const user = await registerUser();
    const skill = await call('GET', '/api/account/skills/box-breathing?locale=es', { token: user.jwt });
    expect(skill.status, skill.text.slice(0, 300)).toBe(200);
    expect(skill.body.data).toMatchObject({ locale: 'es', Title: read('skills.json', 'es').find((s: { slug: string }) => s.slug === 'box-breathing').Title });
    const liked = await call('PUT', '/api/account/favourites/box-breathing', { token: user.jwt });
    expect(liked.status, liked.text.slice(0, 300)).toBe(200);
    const account = await call('GET', '/api/account', { token: user.jwt });
    expect(JSON.stringify(account.body).match(/box-breathing/g)).toHaveLength(1);
  });
});

describe('entry-by-entry fallback and the Strapi 5 i18n pitfalls', () => {
  let cms: InProcessStrapi;
  const get = async (route: string) => {
    const res = await callOn(cms.url, 'GET', route);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    return res.body.data as any[];
  };
  beforeAll(async () => {
    cms = await startStrapiInProcess();
  }, 120_000);
  afterAll(async () => cms?.stop());

  it('an entry not yet translated shows in English, marked so, in its place', async () => {
    await cms.strapi.documents('api::trigger.trigger').create({ data: { title: 'A brand-new trigger', slug: 'brand-new-trigger', order_id: 0 } } as never);
    const spanish = await get('/api/triggers?pagination[pageSize]=100&locale=es');
    const english = await get('/api/triggers?pagination[pageSize]=100');
    expect(spanish.map((t) => t.slug)).toEqual(english.map((t) => t.slug));
    expect(spanish.find((t) => t.slug === 'brand-new-trigger')).toMatchObject({ title: 'A brand-new trigger', locale: 'en' });
    expect(spanish.filter((t) => t.locale === 'es').length).toBe(english.length - 1);
  });

  it('a translation saved without relations (they are per language in Strapi 5) still shows the English ones', async () => {
    const emotions = cms.strapi.documents('api::emotion.emotion');
    const created = (await emotions.create({
      data: { title: 'Restless', slug: 'restless-test', order_id: 0, triggers: [(await get('/api/triggers?pagination[pageSize]=1'))[0].documentId] },
    } as never)) as { documentId: string };
    await emotions.update({ documentId: created.documentId, locale: 'fr', data: { title: 'Agité', slug: 'restless-test' } } as never);
    const french = (await get('/api/emotions?pagination[pageSize]=100&locale=fr')).find((e) => e.slug === 'restless-test');
    expect(french).toMatchObject({ title: 'Agité', locale: 'fr' });
    expect(french.triggers).toHaveLength(1);
  });

  it('an entry with no English version is not listed, and breaks nothing', async () => {
    await cms.strapi.documents('api::trigger.trigger').create({ locale: 'de', data: { title: 'Nur auf Deutsch', slug: 'nur-deutsch' } } as never);
    expect((await get('/api/triggers?pagination[pageSize]=100&locale=de')).map((t) => t.slug)).not.toContain('nur-deutsch');
    expect((await get('/api/triggers?pagination[pageSize]=100')).map((t) => t.slug)).not.toContain('nur-deutsch');
  });

  it('adding a language twice to the same document keeps one version of it', async () => {
    const triggers = cms.strapi.documents('api::trigger.trigger');
    const { documentId } = (await triggers.create({ data: { title: 'Twice', slug: 'twice-test' } } as never)) as { documentId: string };
    await triggers.update({ documentId, locale: 'ar', data: { title: 'مرتين', slug: 'twice-test' } } as never);
    await triggers.update({ documentId, locale: 'ar', data: { title: 'مرتان', slug: 'twice-test' } } as never);
    const rows = await cms.strapi.db.query('api::trigger.trigger').findMany({ where: { documentId }, select: ['locale', 'title'] });
    expect(rows.map((r: { locale: string }) => r.locale).sort()).toEqual(['ar', 'en']);
    expect((await get('/api/triggers?pagination[pageSize]=100&locale=ar')).find((t) => t.slug === 'twice-test')).toMatchObject({
      title: 'مرتان',
      locale: 'ar',
    });
  });

  it('a second start adds no translation twice', async () => {
    const count = async () => cms.strapi.db.query('api::skill.skill').count({ where: { locale: 'es' } });
    expect(await count()).toBe(read('skills.json', 'es').length);
  });
});
