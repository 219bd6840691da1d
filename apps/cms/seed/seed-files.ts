import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

// The seed content files of this folder, read once for the seed tests (seed-data, seed-pages), with the
// types they have and the checks both use.

export const SEED_DIR = __dirname;
export const read = (rel: string): string => fs.readFileSync(path.join(SEED_DIR, rel), 'utf8');
export const readJson = <T>(rel: string): T => JSON.parse(read(rel)) as T;
export const exists = (rel: string): boolean => fs.existsSync(path.join(SEED_DIR, rel));

export interface Category {
  slug: string;
  name: string;
  description: string;
  order_id: number;
}
export interface SkillType {
  slug: string;
  name: string;
  category: string;
  stress_keys: string[];
}
export interface Trigger {
  slug: string;
  title: string;
  order_id: number;
}
export interface Emotion {
  slug: string;
  title: string;
  order_id: number;
  triggers: string[];
}
export interface Thought {
  slug: string;
  title: string;
  order_id: number;
  emotions: string[];
  triggers: string[];
}
export interface Step {
  title: string;
  description: string;
  image?: string;
  warning?: string;
}
export interface Template {
  name: string;
  content: string;
}
export interface Skill {
  slug: string;
  Title: string;
  Description: string;
  image: string;
  Complete_Time: number;
  featured_skill: boolean;
  premium: boolean;
  order_id: number;
  skill_types: string[];
  triggers: string[];
  emotions: string[];
  immediate_thoughts: string[];
  skill_step: Step[];
  skill_templates: Template[];
}
export interface Page {
  slug: string;
  title: string;
  show_header: boolean;
  show_header_title: boolean;
  extra_class: string;
  featured_image?: string;
  content_file?: string;
  steps: { item_title: string; item_description: string }[];
}
export interface AppInformation {
  product_name: string;
  support_email: string;
  app_logo: string;
  menu: { item_name: string; menu_link: string }[];
}
export interface Rca {
  title: string;
  description: string;
  rca_steps: { title: string; description: string; step_image: string }[];
}
export interface Plan {
  slug: string;
  name: string;
  description: string;
  amount: number;
  currency: string;
  interval: string;
  stripePlanId: string;
}
export interface DemoUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
}
export interface Helpline {
  country: string;
  countryName: string;
  name: string;
  description: string | null;
  phone: string | null;
  text: string | null;
  chatUrl: string | null;
  hours: string;
  emergency: boolean;
  owner: string;
  source: string;
  sourceUrl: string;
  order: number;
}

export const JSON_FILES = [
  'categories.json',
  'skill-types.json',
  'triggers.json',
  'emotions.json',
  'immediate-thoughts.json',
  'skills.json',
  'pages.json',
  'app-information.json',
  'rca.json',
  'plans.json',
  'demo-user.json',
  'helplines.json',
];

export const categories = readJson<Category[]>('categories.json');
export const skillTypes = readJson<SkillType[]>('skill-types.json');
export const triggers = readJson<Trigger[]>('triggers.json');
export const emotions = readJson<Emotion[]>('emotions.json');
export const thoughts = readJson<Thought[]>('immediate-thoughts.json');
export const skills = readJson<Skill[]>('skills.json');
export const pages = readJson<Page[]>('pages.json');
export const appInfo = readJson<AppInformation>('app-information.json');
export const rca = readJson<Rca>('rca.json');
export const plans = readJson<Plan[]>('plans.json');
export const demoUser = readJson<DemoUser>('demo-user.json');
export const helplines = readJson<Helpline[]>('helplines.json');

export const STRESS_KEYS = ['body_tension', 'racing_thoughts', 'panic', 'anger', 'sadness', 'overwhelm', 'loneliness', 'trouble_sleeping'];
export const SLUG = /^[a-z0-9-]+$/;
export const TYPE_SLUG = /^[a-z0-9_]+$/;

export const slugSet = (items: { slug: string }[]): Set<string> => new Set(items.map((i) => i.slug));
export const categorySlugs = slugSet(categories);
export const typeSlugs = slugSet(skillTypes);
export const triggerSlugs = slugSet(triggers);
export const emotionSlugs = slugSet(emotions);
export const thoughtSlugs = slugSet(thoughts);
export const typeBySlug = new Map(skillTypes.map((t) => [t.slug, t]));

export const expectSubset = (refs: string[], known: Set<string>, where: string): void => {
  const missing = refs.filter((r) => !known.has(r));
  expect(missing, `${where}: unknown references`).toEqual([]);
};
export const expectImage = (rel: string | undefined, where: string): void => {
  expect(rel, `${where}: image path`).toMatch(/^images\/[a-z0-9-]+\.svg$/);
  expect(exists(rel as string), `${where}: ${rel} exists`).toBe(true);
};
export const isNonEmptyString = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;
