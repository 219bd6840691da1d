import {
  DEFAULT_CONTENT_LOCALE,
  parseHelplineLanguages,
  type AppInformation,
  type Category,
  type Emotion,
  type Helpline,
  type Media,
  type Page,
  type Plan,
  type RcaContent,
  type SkillCard,
  type SkillDetail,
  type SkillStep,
  type WizardOption,
} from '@steady/contracts';

/*
 * Rows as Strapi reads them → the shapes of packages/contracts/src/content (docs/decisions/016-content-views.md).
 * Only whitelisted fields leave: a field added to a content type does not appear in an answer until a
 * shape names it.
 */

type Row = Record<string, any>;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const list = (v: unknown): Row[] => (Array.isArray(v) ? v : []);

export const toMedia = (file: Row | null | undefined): Media | null =>
  file?.url ? { url: file.url, width: num(file.width), height: num(file.height), alternativeText: text(file.alternativeText) } : null;

/** The language a row's words are in (modules/content/translations marks translated rows; others are English). */
const localeOf = (r: Row) => r.locale ?? DEFAULT_CONTENT_LOCALE;

const toCategory = (c: Row): Category => ({ name: c.name ?? '', slug: c.slug ?? '', order_id: num(c.order_id), locale: localeOf(c) });

export const toSkillCard = (s: Row): SkillCard => ({
  id: s.id,
  documentId: s.documentId,
  slug: s.slug,
  Title: s.Title ?? '',
  Complete_Time: num(s.Complete_Time),
  featured_skill: bool(s.featured_skill),
  premium: bool(s.premium),
  order_id: num(s.order_id),
  Skill_Image: toMedia(s.Skill_Image),
  skill_types: list(s.skill_types).map((t) => ({ slug: t.slug ?? '', Category: t.Category ? toCategory(t.Category) : null })),
  locale: localeOf(s),
});

export const toSteps = (steps: unknown): SkillStep[] =>
  list(steps).map((s) => ({ id: s.id, title: s.title ?? '', description: text(s.description), warning: text(s.warning), image: toMedia(s.image) }));

export const toTemplates = (templates: unknown) => list(templates).map((t) => ({ id: t.id, name: t.name ?? '', content: text(t.content) }));

/** Steps and templates are attached to the row by the skill controller only when the skill is open (rules/skill-access). */
export const toSkillDetail = (s: Row): SkillDetail => ({
  ...toSkillCard(s),
  Description: text(s.Description),
  skill_step: Array.isArray(s.skill_step) ? (s.skill_step as SkillStep[]) : [],
  skill_templates: Array.isArray(s.skill_templates) ? s.skill_templates : [],
});

export const toPage = (p: Row): Page => ({
  id: p.id,
  documentId: p.documentId,
  title: p.title ?? '',
  slug: p.slug,
  content: text(p.content),
  show_header: bool(p.show_header),
  show_header_title: bool(p.show_header_title),
  extra_class: text(p.extra_class),
  featured_image: toMedia(p.featured_image),
  steps: list(p.steps).map((s) => ({ id: s.id, item_title: s.item_title ?? '', item_description: text(s.item_description) })),
  locale: localeOf(p),
});

export const toAppInformation = (a: Row): AppInformation => ({
  product_name: text(a.product_name),
  support_email: text(a.support_email),
  app_logo: toMedia(a.app_logo),
  menu: list(a.menu).map((m) => ({ id: m.id, item_name: m.item_name ?? '', menu_link: m.menu_link ?? '' })),
  locale: localeOf(a),
});

export const toRcaContent = (r: Row): RcaContent => ({
  title: r.title ?? '',
  description: text(r.description),
  rca_steps: list(r.rca_steps).map((s) => ({ id: s.id, title: s.title ?? '', description: text(s.description), step_image: toMedia(s.step_image) })),
  locale: localeOf(r),
});

export const toWizardOption = (o: Row): WizardOption => ({ id: o.id, documentId: o.documentId, slug: o.slug ?? '', title: o.title ?? '', locale: localeOf(o) });

export const toEmotion = (e: Row): Emotion => ({ ...toWizardOption(e), triggers: list(e.triggers).map(toWizardOption) });

export const toNamed = (c: Row) => ({ id: c.id, documentId: c.documentId, name: c.name ?? '', slug: c.slug ?? '' });

/**
 * A helpline (contracts' helplineSchema): its languages leave as a list of codes, parsed from the admin's
 * comma-separated field. Private fields (checkedBy, reviewOverdue) never come this far; none other leaves either.
 */
export const toHelpline = (h: Row): Helpline & { id: number } => ({
  id: h.id,
  documentId: h.documentId,
  country: h.country ?? '',
  countryName: h.countryName ?? '',
  name: h.name ?? '',
  description: text(h.description),
  phone: text(h.phone),
  text: text(h.text),
  chatUrl: text(h.chatUrl),
  hours: h.hours ?? '',
  languages: parseHelplineLanguages(text(h.languages)),
  emergency: h.emergency === true,
  owner: h.owner ?? '',
  source: text(h.source),
  sourceUrl: text(h.sourceUrl),
  lastChecked: text(h.lastChecked),
  order: num(h.order) ?? 0,
});

/** A plan (the premium subscription): also the shape the payment routes answer with. */
export const toPlan = (p: any): Plan => ({
  documentId: p.documentId,
  name: p.name,
  slug: p.slug,
  description: p.description ?? null,
  amount: Number(p.amount ?? 0),
  currency: p.currency ?? 'usd',
  interval: p.interval ?? 'month',
  stripePlanId: p.stripePlanId ?? null,
  locale: localeOf(p),
});
