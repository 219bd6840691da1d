import fs from 'fs';
import path from 'path';
import { settings } from '../../config/env';

/** Reads the readable seed data files in apps/cms/seed (a content change is a reviewable diff). */
export const seedDir = (appRoot: string) => path.resolve(settings().SEED_DIR || path.join(appRoot, 'seed'));

export const readSeed = <T>(dir: string, file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;

export const readText = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

export type SeedCategory = { slug: string; name: string; description?: string; order_id?: number };
export type SeedSkillType = { slug: string; name: string; category: string; stress_keys: string[] };
export type SeedTrigger = { slug: string; title: string; order_id?: number };
export type SeedEmotion = SeedTrigger & { triggers: string[] };
export type SeedThought = SeedTrigger & { emotions: string[]; triggers: string[] };
export type SeedStep = { title: string; description?: string; image?: string; warning?: string };
export type SeedSkill = {
  slug: string;
  Title: string;
  Description?: string;
  image?: string;
  Complete_Time?: number;
  featured_skill?: boolean;
  premium?: boolean;
  order_id?: number;
  skill_types: string[];
  triggers: string[];
  emotions: string[];
  immediate_thoughts: string[];
  skill_step: SeedStep[];
  skill_templates?: { name: string; content?: string }[];
};
export type SeedPage = {
  slug: string;
  title: string;
  show_header?: boolean;
  show_header_title?: boolean;
  extra_class?: string;
  featured_image?: string;
  content_file?: string;
  steps?: { item_title: string; item_description?: string }[];
};
export type SeedAppInformation = { product_name: string; support_email?: string; app_logo?: string; menu: { item_name: string; menu_link: string }[] };
export type SeedRca = { title: string; description?: string; rca_steps: { title: string; description?: string; step_image?: string }[] };
export type SeedPlan = { slug: string; name: string; description?: string; amount: number; currency: string; interval: string; stripePlanId: string };
export type SeedDemoUser = { username: string; email: string; password: string; firstName?: string };
export type SeedHelpline = {
  country: string;
  countryName: string;
  name: string;
  description: string | null;
  phone: string | null;
  text: string | null;
  chatUrl: string | null;
  hours: string;
  /** Primary language codes separated by commas, e.g. 'es,en'. */
  languages?: string;
  emergency: boolean;
  owner: string;
  source: string;
  sourceUrl: string;
  order: number;
};
