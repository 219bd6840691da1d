import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { settings } from '../../config/env';
import {
  readSeed,
  readText,
  seedDir,
  type SeedAppInformation,
  type SeedCategory,
  type SeedDemoUser,
  type SeedEmotion,
  type SeedPage,
  type SeedPlan,
  type SeedHelpline,
  type SeedRca,
  type SeedSkill,
  type SeedSkillType,
  type SeedThought,
  type SeedTrigger,
} from './seed-files';
import { seedTranslations } from './seed-translations';

type Uid = Parameters<Core.Strapi['documents']>[0];

/**
 * Loads the seed files into an empty database, item by item: an entry whose slug already exists is
 * left alone, so edits made in the admin survive restarts and a second run changes nothing.
 */
export const seedContent = async (strapi: Core.Strapi) => {
  const dir = seedDir(strapi.dirs.app.root);
  if (!fs.existsSync(dir)) return;
  const images = new Map<string, number>();

  /** Uploads a seed image once; later references reuse the same file. */
  const image = async (file?: string): Promise<number | null> => {
    if (!file) return null;
    if (images.has(file)) return images.get(file)!;
    const name = path.basename(file);
    const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] });
    if (existing) {
      images.set(file, existing.id);
      return existing.id;
    }
    const filepath = path.join(dir, file);
    const [uploaded] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: '', caption: '' } },
        files: { filepath, originalFilename: name, mimetype: 'image/svg+xml', size: fs.statSync(filepath).size },
      });
    images.set(file, uploaded.id);
    return uploaded.id;
  };

  const bySlug = new Map<string, Map<string, string>>();
  /** Creates the entry unless one with its slug exists; remembers slug → documentId for relations. */
  const upsert = async (uid: Uid, slug: string, build: () => Promise<Record<string, unknown>>) => {
    const docs = strapi.documents(uid);
    const found = (await docs.findFirst({ filters: { slug }, fields: ['slug'] } as never)) as { documentId: string } | null;
    const documentId = found?.documentId ?? ((await docs.create({ data: { slug, ...(await build()) } } as never)) as { documentId: string }).documentId;
    if (!bySlug.has(uid)) bySlug.set(uid, new Map());
    bySlug.get(uid)!.set(slug, documentId);
    return documentId;
  };
  const ids = (uid: Uid, slugs: string[] = []) =>
    slugs.map((s) => {
      const id = bySlug.get(uid)?.get(s);
      if (!id) throw new Error(`[seed] ${uid} "${s}" is referenced but not defined`);
      return id;
    });

  for (const c of readSeed<SeedCategory[]>(dir, 'categories.json')) {
    await upsert('api::category.category', c.slug, async () => ({ name: c.name, description: c.description, order_id: c.order_id ?? 0 }));
  }
  for (const t of readSeed<SeedSkillType[]>(dir, 'skill-types.json')) {
    await upsert('api::skill-type.skill-type', t.slug, async () => ({
      name: t.name,
      stress_keys: t.stress_keys,
      Category: ids('api::category.category', [t.category])[0],
    }));
  }
  for (const t of readSeed<SeedTrigger[]>(dir, 'triggers.json')) {
    await upsert('api::trigger.trigger', t.slug, async () => ({ title: t.title, order_id: t.order_id ?? 0 }));
  }
  for (const e of readSeed<SeedEmotion[]>(dir, 'emotions.json')) {
    await upsert('api::emotion.emotion', e.slug, async () => ({
      title: e.title,
      order_id: e.order_id ?? 0,
      triggers: ids('api::trigger.trigger', e.triggers),
    }));
  }
  for (const t of readSeed<SeedThought[]>(dir, 'immediate-thoughts.json')) {
    await upsert('api::immediate-thought.immediate-thought', t.slug, async () => ({
      title: t.title,
      order_id: t.order_id ?? 0,
      emotions: ids('api::emotion.emotion', t.emotions),
      triggers: ids('api::trigger.trigger', t.triggers),
    }));
  }
  for (const s of readSeed<SeedSkill[]>(dir, 'skills.json')) {
    await upsert('api::skill.skill', s.slug, async () => ({
      Title: s.Title,
      Description: s.Description,
      Skill_Image: await image(s.image),
      Complete_Time: s.Complete_Time ?? 5,
      featured_skill: s.featured_skill ?? false,
      premium: s.premium ?? false,
      order_id: s.order_id ?? 0,
      skill_step: await Promise.all(s.skill_step.map(async (step) => ({ ...step, image: await image(step.image) }))),
      skill_templates: s.skill_templates ?? [],
      skill_types: ids('api::skill-type.skill-type', s.skill_types),
      triggers: ids('api::trigger.trigger', s.triggers),
      emotions: ids('api::emotion.emotion', s.emotions),
      immediate_thoughts: ids('api::immediate-thought.immediate-thought', s.immediate_thoughts),
    }));
  }
  for (const p of readSeed<SeedPage[]>(dir, 'pages.json')) {
    await upsert('api::page.page', p.slug, async () => ({
      title: p.title,
      show_header: p.show_header ?? false,
      show_header_title: p.show_header_title ?? false,
      extra_class: p.extra_class,
      featured_image: await image(p.featured_image),
      content: p.content_file ? readText(dir, p.content_file) : '',
      steps: p.steps ?? [],
    }));
  }
  for (const p of readSeed<SeedPlan[]>(dir, 'plans.json')) {
    await upsert('api::plan.plan', p.slug, async () => ({
      name: p.name,
      description: p.description,
      amount: p.amount,
      currency: p.currency,
      interval: p.interval,
      stripePlanId: p.stripePlanId,
    }));
  }

  // Helplines have no slug: one is the same entry when its country and name match, and a file entry no database
  // has yet (a country added later) is created. An entry an older seed made may have no source or languages yet:
  // it gets the file's, and nothing else of it changes (an operator may have edited it).
  const helplines = strapi.documents('api::helpline.helpline');
  for (const h of readSeed<SeedHelpline[]>(dir, 'helplines.json')) {
    const existing = (await helplines.findFirst({ filters: { country: h.country, name: h.name }, fields: ['source', 'languages'] } as never)) as {
      documentId: string;
      source: string | null;
      languages: string | null;
    } | null;
    if (!existing) {
      await helplines.create({ data: h } as never);
      continue;
    }
    const missing = {
      ...(existing.source ? {} : { source: h.source, sourceUrl: h.sourceUrl }),
      ...(existing.languages || !h.languages ? {} : { languages: h.languages }),
    };
    if (Object.keys(missing).length) await helplines.update({ documentId: existing.documentId, data: missing } as never);
  }

  const appInfo = strapi.documents('api::app-information.app-information');
  if (!(await appInfo.findFirst())) {
    const a = readSeed<SeedAppInformation>(dir, 'app-information.json');
    await appInfo.create({ data: { product_name: a.product_name, support_email: a.support_email, app_logo: await image(a.app_logo), menu: a.menu } } as never);
  }
  const rca = strapi.documents('api::rca.rca');
  if (!(await rca.findFirst())) {
    const r = readSeed<SeedRca>(dir, 'rca.json');
    const steps = await Promise.all(r.rca_steps.map(async (s) => ({ title: s.title, description: s.description, step_image: await image(s.step_image) })));
    await rca.create({ data: { title: r.title, description: r.description, rca_steps: steps } } as never);
  }

  await seedTranslations(strapi, dir);

  if (seedDemoAccount()) await ensureDemoUser(strapi, readSeed<SeedDemoUser>(dir, 'demo-user.json'));
};

/** The demo account belongs to the embedded default only, never to a production database. */
const seedDemoAccount = () => settings().seedDemoAccount;

const ensureDemoUser = async (strapi: Core.Strapi, demo: SeedDemoUser) => {
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email: demo.email }, select: ['id'] })) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  await strapi.plugin('users-permissions').service('user').add({
    username: demo.username,
    email: demo.email,
    password: demo.password,
    firstName: demo.firstName,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
};
