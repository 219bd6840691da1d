import type { Core } from '@strapi/strapi';
import { contentLocaleSchema, DEFAULT_CONTENT_LOCALE, LOCALE_CODES, type LocaleCode } from '@steady/contracts';
import { fail } from '../http';

/*
 * Content in the reader's language, entry by entry (docs/decisions/019-content-languages.md). Strapi's
 * i18n keeps one version of an entry per language; it answers nothing for a language an entry has not
 * been translated into, and a version's relations must be set language by language. So every content
 * view reads the English versions — which rows, in which order, with which relations and pictures — and
 * then lays the words of the asked-for language over them: a missing translation leaves that entry in
 * English, marked `locale: 'en'`, and never blanks a screen or drops a relation.
 */

type Row = Record<string, any>;
type Strapi = Core.Strapi;

/** The words of each localized content type: its own text fields, and the text fields of its repeatable components (matched by position). */
export const TRANSLATED_FIELDS: Record<string, { fields: string[]; components?: Record<string, string[]> }> = {
  'api::skill.skill': {
    fields: ['Title', 'Description'],
    components: { skill_step: ['title', 'description', 'warning'], skill_templates: ['name', 'content'] },
  },
  'api::category.category': { fields: ['name', 'description'] },
  'api::skill-type.skill-type': { fields: ['name'] },
  'api::trigger.trigger': { fields: ['title'] },
  'api::emotion.emotion': { fields: ['title'] },
  'api::immediate-thought.immediate-thought': { fields: ['title'] },
  'api::page.page': { fields: ['title', 'content'], components: { steps: ['item_title', 'item_description'] } },
  'api::app-information.app-information': { fields: [], components: { menu: ['item_name'] } },
  'api::rca.rca': { fields: ['title', 'description'], components: { rca_steps: ['title', 'description'] } },
  'api::plan.plan': { fields: ['name', 'description'] },
};

/** Where clause of an entry's English version: content read by db.query would otherwise meet every language's row. */
export const ENGLISH_VERSION = { locale: DEFAULT_CONTENT_LOCALE } as const;

/** The language a content request asks for: English when it names none; a 400 for one Steady does not ship. */
export const requestedLocale = (value: unknown): LocaleCode => {
  if (value === undefined || value === '') return DEFAULT_CONTENT_LOCALE;
  const locale = contentLocaleSchema.safeParse(value);
  if (locale.success) return locale.data;
  throw fail('invalid_query', { path: 'locale', details: { param: 'locale', allowed: [...LOCALE_CODES] } });
};

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

/** The translation's words on one item (a row or a component), field by field, where the translation has them. */
const overlay = (item: Row, translated: Row | undefined, fields: string[]) => {
  if (!translated) return item;
  for (const field of fields) if (field in item && filled(translated[field])) item[field] = translated[field];
  return item;
};

/**
 * Lays the `locale` version's words over English rows (in place) and marks each row with the language
 * its words are in. `populate` is the view's: related rows it reads (a skill's types and their category,
 * an emotion's triggers) are translated the same way.
 */
export const translateRows = async (strapi: Strapi, uid: string, rows: Row[], locale: LocaleCode, populate?: Record<string, unknown>): Promise<void> => {
  if (locale === DEFAULT_CONTENT_LOCALE || rows.length === 0) return;
  const spec = TRANSLATED_FIELDS[uid];
  if (spec) {
    const ids = [...new Set(rows.map((r) => r.documentId).filter((id): id is string => typeof id === 'string'))];
    const components = Object.keys(spec.components ?? {});
    const versions: Row[] = ids.length
      ? await strapi.db.query(uid as never).findMany({
          where: { documentId: { $in: ids }, locale },
          select: ['documentId', ...spec.fields],
          populate: Object.fromEntries(components.map((c) => [c, true])),
        })
      : [];
    const byDocument = new Map(versions.map((v) => [v.documentId, v]));
    for (const row of rows) {
      const version = byDocument.get(row.documentId);
      row.locale = version ? locale : DEFAULT_CONTENT_LOCALE;
      if (!version) continue;
      overlay(row, version, spec.fields);
      for (const [component, fields] of Object.entries(spec.components ?? {})) {
        if (!Array.isArray(row[component]) || !Array.isArray(version[component])) continue;
        // Matched by position: an English step the translation lacks keeps its English words.
        row[component].forEach((item: Row, i: number) => overlay(item, version[component][i], fields));
      }
    }
  }
  const model = strapi.getModel(uid as never) as { attributes?: Record<string, { type?: string; target?: string }> } | undefined;
  const attributes = model?.attributes ?? {};
  for (const [name, nested] of Object.entries(populate ?? {})) {
    const attribute = attributes[name];
    if (attribute?.type !== 'relation' || !attribute.target) continue;
    const related = rows.flatMap((r) => (Array.isArray(r[name]) ? r[name] : r[name] ? [r[name]] : []));
    const deeper = typeof nested === 'object' && nested !== null ? ((nested as { populate?: Record<string, unknown> }).populate ?? undefined) : undefined;
    await translateRows(strapi, attribute.target, related, locale, deeper);
  }
};
