import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { DEFAULT_CONTENT_LOCALE, LOCALE_CODES } from '@steady/contracts';
import { readSeed, readText, type SeedPage } from './seed-files';

/*
 * The seed's translations (seed/locales/<locale>/, one file per English seed file, holding each entry's
 * slug and words only: docs/translating.md). Each becomes the entry's version in that language, next to
 * the English one. Relations, pictures and order stay on the English version, which every content view
 * reads (modules/content/translations), so a translation never needs them.
 */

type Uid = Parameters<Core.Strapi['documents']>[0];
type Row = Record<string, any>;

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English (en)',
  es: 'Spanish (es)',
  fr: 'French (fr)',
  de: 'German (de)',
  'pt-BR': 'Portuguese (Brazil) (pt-BR)',
  ar: 'Arabic (ar)',
};

/** Strapi's i18n starts with English, its default: the other shipped languages are added once. */
export const ensureContentLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = new Set(((await locales.find()) as { code: string }[]).map((l) => l.code));
  for (const code of LOCALE_CODES) {
    if (!existing.has(code)) await locales.create({ code, name: LANGUAGE_NAMES[code] ?? code });
  }
};

/** Per repeatable component: what a translated item keeps from the English item at its position. */
const KEPT_FROM_ENGLISH: Record<string, { media?: string[]; plain?: string[] }> = {
  skill_step: { media: ['image'] },
  rca_steps: { media: ['step_image'] },
  menu: { plain: ['menu_link'] },
  skill_templates: {},
  steps: {},
};

/** A component list in the translation's words, with the English items' pictures and links. */
const mergeComponent = (name: string, english: Row[] = [], translated: Row[] = []) =>
  english.map((item, i) => {
    const kept = KEPT_FROM_ENGLISH[name] ?? {};
    const merged: Row = {};
    for (const field of kept.media ?? []) merged[field] = item[field]?.id ?? null;
    for (const field of kept.plain ?? []) merged[field] = item[field];
    return { ...merged, ...(translated[i] ?? {}) };
  });

const COLLECTIONS: { file: string; uid: Uid; components?: string[] }[] = [
  { file: 'categories.json', uid: 'api::category.category' },
  { file: 'skill-types.json', uid: 'api::skill-type.skill-type' },
  { file: 'triggers.json', uid: 'api::trigger.trigger' },
  { file: 'emotions.json', uid: 'api::emotion.emotion' },
  { file: 'immediate-thoughts.json', uid: 'api::immediate-thought.immediate-thought' },
  { file: 'skills.json', uid: 'api::skill.skill', components: ['skill_step', 'skill_templates'] },
  { file: 'pages.json', uid: 'api::page.page', components: ['steps'] },
  { file: 'plans.json', uid: 'api::plan.plan' },
];
const SINGLES: { file: string; uid: Uid; components: string[] }[] = [
  { file: 'app-information.json', uid: 'api::app-information.app-information', components: ['menu'] },
  { file: 'rca.json', uid: 'api::rca.rca', components: ['rca_steps'] },
];

const populateOf = (components: string[] = []) => Object.fromEntries(components.map((c) => [c, { populate: '*' }]));

/**
 * Adds every translation the seed has and the database lacks; a version that exists (edited in the
 * admin, perhaps) is left alone, so a restart changes nothing. Created with `update` on the English
 * entry's documentId, as Strapi 5 adds a language to a document.
 */
export const seedTranslations = async (strapi: Core.Strapi, dir: string) => {
  const englishPages = new Map(readSeed<SeedPage[]>(dir, 'pages.json').map((p) => [p.slug, p]));
  let created = 0;
  const addVersion = async (uid: Uid, english: Row, locale: string, data: Row) => {
    const exists = await strapi.db.query(uid as never).findOne({ where: { documentId: english.documentId, locale }, select: ['id'] });
    if (exists) return;
    await strapi.documents(uid).update({ documentId: english.documentId, locale, data } as never);
    created += 1;
  };
  const translatedData = (translation: Row, english: Row, components: string[] = []) => {
    const { slug: _slug, ...words } = translation;
    const data: Row = { ...words };
    for (const c of components) if (c in english) data[c] = mergeComponent(c, english[c], translation[c]);
    return data;
  };

  for (const locale of LOCALE_CODES) {
    if (locale === DEFAULT_CONTENT_LOCALE) continue;
    const localeDir = path.join(dir, 'locales', locale);
    if (!fs.existsSync(localeDir)) continue;
    for (const { file, uid, components } of COLLECTIONS) {
      if (!fs.existsSync(path.join(localeDir, file))) continue;
      for (const translation of readSeed<Row[]>(localeDir, file)) {
        const english = (await strapi
          .documents(uid)
          .findFirst({ filters: { slug: translation.slug }, locale: DEFAULT_CONTENT_LOCALE, populate: populateOf(components) } as never)) as Row | null;
        if (!english) throw new Error(`[seed] ${locale}/${file}: "${translation.slug}" has no English entry`);
        const data: Row = { slug: translation.slug, ...translatedData(translation, english, components) };
        const contentFile = englishPages.get(translation.slug)?.content_file;
        if (uid === 'api::page.page' && contentFile && fs.existsSync(path.join(localeDir, contentFile))) data.content = readText(localeDir, contentFile);
        await addVersion(uid, english, locale, data);
      }
    }
    for (const { file, uid, components } of SINGLES) {
      if (!fs.existsSync(path.join(localeDir, file))) continue;
      const english = (await strapi.documents(uid).findFirst({ locale: DEFAULT_CONTENT_LOCALE, populate: populateOf(components) } as never)) as Row | null;
      if (!english) continue;
      await addVersion(uid, english, locale, translatedData(readSeed<Row>(localeDir, file), english, components));
    }
  }
  if (created) strapi.log.info(`[seed] ${created} translated content versions added`);
};
