import { CONTENT_PAGE_SIZE, DEFAULT_CONTENT_LOCALE, MEDIA_FIELDS } from '@steady/contracts';
import { toAppInformation, toEmotion, toHelpline, toNamed, toPage, toPlan, toRcaContent, toSkillCard, toSkillDetail, toWizardOption } from './shapes';

/**
 * What each public content route reads and sends (docs/decisions/016-content-views.md): Strapi's
 * fields and populate, the order and page size when the client names none, and the shape each row
 * leaves in. The route's middleware (view-middleware) applies them; clients never send populate or fields.
 */
export type ContentView = {
  name: string;
  /** The content type read, when its words are translated (modules/content/translations). */
  uid?: string;
  fields?: string[];
  populate?: Record<string, unknown>;
  /** Used when the client sends no sort. */
  sort?: string[];
  /** Used when the client sends no pagination (collections only). */
  pageSize?: number;
  shape?: (row: Record<string, any>) => unknown;
};

const media = { fields: [...MEDIA_FIELDS] };
const EDITORS_ORDER = ['order_id:asc', 'id:asc'];

const SKILL_CARD_FIELDS = ['Title', 'slug', 'Complete_Time', 'featured_skill', 'premium', 'order_id'];
const SKILL_POPULATE = {
  Skill_Image: media,
  skill_types: { fields: ['slug'], populate: { Category: { fields: ['name', 'slug', 'order_id'] } } },
};

export const VIEWS = {
  skillCards: {
    name: 'skill-cards',
    uid: 'api::skill.skill',
    fields: SKILL_CARD_FIELDS,
    populate: SKILL_POPULATE,
    sort: EDITORS_ORDER,
    pageSize: CONTENT_PAGE_SIZE,
    shape: toSkillCard,
  },
  /** Steps and templates are private attributes: the skill controller adds them to open skills. */
  skillDetail: {
    name: 'skill-detail',
    uid: 'api::skill.skill',
    fields: [...SKILL_CARD_FIELDS, 'Description'],
    populate: SKILL_POPULATE,
    sort: EDITORS_ORDER,
    pageSize: CONTENT_PAGE_SIZE,
    shape: toSkillDetail,
  },
  pages: {
    name: 'page',
    uid: 'api::page.page',
    fields: ['title', 'slug', 'content', 'show_header', 'show_header_title', 'extra_class'],
    populate: { featured_image: media, steps: true },
    pageSize: CONTENT_PAGE_SIZE,
    shape: toPage,
  },
  appInformation: {
    name: 'app-information',
    uid: 'api::app-information.app-information',
    fields: ['product_name', 'support_email'],
    populate: { app_logo: media, menu: true },
    shape: toAppInformation,
  },
  rca: {
    name: 'rca-content',
    uid: 'api::rca.rca',
    fields: ['title', 'description'],
    populate: { rca_steps: { populate: { step_image: media } } },
    shape: toRcaContent,
  },
  triggers: {
    name: 'triggers',
    uid: 'api::trigger.trigger',
    fields: ['slug', 'title'],
    sort: EDITORS_ORDER,
    pageSize: CONTENT_PAGE_SIZE,
    shape: toWizardOption,
  },
  emotions: {
    name: 'emotions',
    uid: 'api::emotion.emotion',
    fields: ['slug', 'title'],
    populate: { triggers: { fields: ['slug', 'title'], sort: EDITORS_ORDER } },
    sort: EDITORS_ORDER,
    pageSize: CONTENT_PAGE_SIZE,
    shape: toEmotion,
  },
  immediateThoughts: {
    name: 'immediate-thoughts',
    uid: 'api::immediate-thought.immediate-thought',
    fields: ['slug', 'title'],
    sort: EDITORS_ORDER,
    pageSize: CONTENT_PAGE_SIZE,
    shape: toWizardOption,
  },
  categories: {
    name: 'categories',
    uid: 'api::category.category',
    fields: ['name', 'slug', 'order_id'],
    sort: EDITORS_ORDER,
    pageSize: CONTENT_PAGE_SIZE,
    shape: (c) => ({ ...toNamed(c), order_id: c.order_id ?? null, locale: c.locale ?? DEFAULT_CONTENT_LOCALE }),
  },
  // stress_keys: which stresses of a check-in the type's skills help with (account recommendations read them too).
  skillTypes: {
    name: 'skill-types',
    uid: 'api::skill-type.skill-type',
    fields: ['name', 'slug', 'stress_keys'],
    pageSize: CONTENT_PAGE_SIZE,
    shape: (t) => ({ ...toNamed(t), stress_keys: t.stress_keys ?? null, locale: t.locale ?? DEFAULT_CONTENT_LOCALE }),
  },
  /** All their public fields are plain ones, in contracts' helplineSchema; the controller sets their order (country, then order). */
  helplines: { name: 'helplines', shape: toHelpline },
  /** Contracts' planSchema, cheapest first. */
  plans: {
    name: 'plans',
    uid: 'api::plan.plan',
    fields: ['name', 'slug', 'description', 'amount', 'currency', 'interval', 'stripePlanId'],
    sort: ['amount:asc', 'id:asc'],
    pageSize: CONTENT_PAGE_SIZE,
    shape: toPlan,
  },
} satisfies Record<string, ContentView>;

/** A skill asked for by one slug is read with its steps; any other skill query is a list of cards. */
export const skillViewFor = (query: Record<string, any>): ContentView =>
  typeof query.filters?.slug?.$eq === 'string' || typeof query.filters?.slug === 'string' ? VIEWS.skillDetail : VIEWS.skillCards;
