import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

// Checks the seed content files in this folder: references, counts, the
// chain-analysis wizard rule, crisis information and the SVG illustrations.

const SEED_DIR = __dirname;
const read = (rel: string): string => fs.readFileSync(path.join(SEED_DIR, rel), 'utf8');
const readJson = <T>(rel: string): T => JSON.parse(read(rel)) as T;
const exists = (rel: string): boolean => fs.existsSync(path.join(SEED_DIR, rel));

interface Category { slug: string; name: string; description: string; order_id: number }
interface SkillType { slug: string; name: string; category: string; stress_keys: string[] }
interface Trigger { slug: string; title: string; order_id: number }
interface Emotion { slug: string; title: string; order_id: number; triggers: string[] }
interface Thought { slug: string; title: string; order_id: number; emotions: string[]; triggers: string[] }
interface Step { title: string; description: string; image?: string; warning?: string }
interface Template { name: string; content: string }
interface Skill {
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
interface Page {
  slug: string;
  title: string;
  show_header: boolean;
  show_header_title: boolean;
  extra_class: string;
  featured_image?: string;
  content_file?: string;
  steps: { item_title: string; item_description: string }[];
}
interface AppInformation {
  product_name: string;
  support_email: string;
  app_logo: string;
  menu: { item_name: string; menu_link: string }[];
}
interface Rca { title: string; description: string; rca_steps: { title: string; description: string; step_image: string }[] }
interface Plan { slug: string; name: string; description: string; amount: number; currency: string; interval: string; stripePlanId: string }
interface DemoUser { username: string; email: string; password: string; firstName: string }
interface Helpline {
  country: string; countryName: string; name: string; description: string | null; phone: string | null; text: string | null;
  chatUrl: string | null; hours: string; emergency: boolean; owner: string; lastChecked: string; order: number;
}

const JSON_FILES = [
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

const categories = readJson<Category[]>('categories.json');
const skillTypes = readJson<SkillType[]>('skill-types.json');
const triggers = readJson<Trigger[]>('triggers.json');
const emotions = readJson<Emotion[]>('emotions.json');
const thoughts = readJson<Thought[]>('immediate-thoughts.json');
const skills = readJson<Skill[]>('skills.json');
const pages = readJson<Page[]>('pages.json');
const appInfo = readJson<AppInformation>('app-information.json');
const rca = readJson<Rca>('rca.json');
const plans = readJson<Plan[]>('plans.json');
const demoUser = readJson<DemoUser>('demo-user.json');
const helplines = readJson<Helpline[]>('helplines.json');

const STRESS_KEYS = [
  'body_tension',
  'racing_thoughts',
  'panic',
  'anger',
  'sadness',
  'overwhelm',
  'loneliness',
  'trouble_sleeping',
];
const SLUG = /^[a-z0-9-]+$/;
const TYPE_SLUG = /^[a-z0-9_]+$/;

const slugSet = (items: { slug: string }[]): Set<string> => new Set(items.map((i) => i.slug));
const categorySlugs = slugSet(categories);
const typeSlugs = slugSet(skillTypes);
const triggerSlugs = slugSet(triggers);
const emotionSlugs = slugSet(emotions);
const thoughtSlugs = slugSet(thoughts);
const typeBySlug = new Map(skillTypes.map((t) => [t.slug, t]));

const expectSubset = (refs: string[], known: Set<string>, where: string): void => {
  const missing = refs.filter((r) => !known.has(r));
  expect(missing, `${where}: unknown references`).toEqual([]);
};
const expectImage = (rel: string | undefined, where: string): void => {
  expect(rel, `${where}: image path`).toMatch(/^images\/[a-z0-9-]+\.svg$/);
  expect(exists(rel as string), `${where}: ${rel} exists`).toBe(true);
};
const isNonEmptyString = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;

describe('seed files', () => {
  it.each(JSON_FILES)('%s is pretty-printed JSON with a 2-space indent', (file) => {
    const text = read(file);
    expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2) + '\n');
  });
});

describe('slugs', () => {
  const collections: [string, { slug: string }[], RegExp][] = [
    ['categories', categories, SLUG],
    ['skill types', skillTypes, TYPE_SLUG],
    ['triggers', triggers, SLUG],
    ['emotions', emotions, SLUG],
    ['immediate thoughts', thoughts, SLUG],
    ['skills', skills, SLUG],
    ['pages', pages, SLUG],
    ['plans', plans, SLUG],
  ];

  it.each(collections)('%s have unique, well-formed slugs', (_name, items, pattern) => {
    const slugs = items.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(pattern);
  });
});

describe('categories and skill types', () => {
  it('has at least 4 categories with names and descriptions', () => {
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const c of categories) {
      expect(isNonEmptyString(c.name)).toBe(true);
      expect(isNonEmptyString(c.description)).toBe(true);
      expect(Number.isInteger(c.order_id)).toBe(true);
    }
    expect(new Set(categories.map((c) => c.name)).size).toBe(categories.length);
  });

  it('every skill type points to a known category and uses only known stress keys', () => {
    for (const t of skillTypes) {
      expect(isNonEmptyString(t.name)).toBe(true);
      expect(categorySlugs.has(t.category), `${t.slug} category`).toBe(true);
      expect(t.stress_keys.length, `${t.slug} stress keys`).toBeGreaterThan(0);
      expectSubset(t.stress_keys, new Set(STRESS_KEYS), `${t.slug} stress_keys`);
    }
  });

  it('includes the box_breathing type the web app switches on', () => {
    expect(typeSlugs.has('box_breathing')).toBe(true);
  });

  it('covers every stress key with a skill type used by a free skill', () => {
    const freeTypes = new Set(skills.filter((s) => !s.premium).flatMap((s) => s.skill_types));
    for (const key of STRESS_KEYS) {
      const covering = skillTypes.filter((t) => t.stress_keys.includes(key) && freeTypes.has(t.slug));
      expect(covering.length, `stress key ${key}`).toBeGreaterThan(0);
    }
  });

  it('every skill type is used by at least one skill', () => {
    const used = new Set(skills.flatMap((s) => s.skill_types));
    for (const t of skillTypes) expect(used.has(t.slug), `type ${t.slug} unused`).toBe(true);
  });
});

describe('triggers, emotions and immediate thoughts', () => {
  // The wizard turns camel case, underscores, commas and hyphens into spaces, so keep titles plain.
  const plainTitle = (title: string): void => {
    expect(isNonEmptyString(title)).toBe(true);
    expect(title, `"${title}" has characters the wizard rewrites`).not.toMatch(/[,_-]|[a-z][A-Z]/);
  };

  it('has at least 8 triggers', () => {
    expect(triggers.length).toBeGreaterThanOrEqual(8);
    triggers.forEach((t) => plainTitle(t.title));
  });

  it('has at least 10 emotions, each linked to known triggers', () => {
    expect(emotions.length).toBeGreaterThanOrEqual(10);
    for (const e of emotions) {
      plainTitle(e.title);
      expect(e.triggers.length, e.slug).toBeGreaterThan(0);
      expectSubset(e.triggers, triggerSlugs, `emotion ${e.slug}`);
    }
  });

  it('links every trigger from at least one emotion', () => {
    const linked = new Set(emotions.flatMap((e) => e.triggers));
    for (const t of triggers) expect(linked.has(t.slug), `trigger ${t.slug}`).toBe(true);
  });

  it('has at least 12 thoughts, each linked to known emotions and triggers', () => {
    expect(thoughts.length).toBeGreaterThanOrEqual(12);
    for (const th of thoughts) {
      plainTitle(th.title);
      expect(th.emotions.length, th.slug).toBeGreaterThan(0);
      expect(th.triggers.length, th.slug).toBeGreaterThan(0);
      expectSubset(th.emotions, emotionSlugs, `thought ${th.slug} emotions`);
      expectSubset(th.triggers, triggerSlugs, `thought ${th.slug} triggers`);
    }
  });
});

describe('skills', () => {
  it('has at least 14 skills with the required fields', () => {
    expect(skills.length).toBeGreaterThanOrEqual(14);
    for (const s of skills) {
      expect(isNonEmptyString(s.Title), s.slug).toBe(true);
      expect(isNonEmptyString(s.Description), s.slug).toBe(true);
      expect(Number.isInteger(s.Complete_Time) && s.Complete_Time >= 1, `${s.slug} Complete_Time`).toBe(true);
      expect(typeof s.featured_skill).toBe('boolean');
      expect(typeof s.premium).toBe('boolean');
      expect(Number.isInteger(s.order_id)).toBe(true);
      expectImage(s.image, `skill ${s.slug}`);
      expect(Array.isArray(s.skill_templates)).toBe(true);
    }
    expect(new Set(skills.map((s) => s.order_id)).size).toBe(skills.length);
  });

  it('references only known types, triggers, emotions and thoughts', () => {
    for (const s of skills) {
      expect(s.skill_types.length, `${s.slug} types`).toBeGreaterThan(0);
      expect(s.immediate_thoughts.length, `${s.slug} thoughts`).toBeGreaterThan(0);
      expectSubset(s.skill_types, typeSlugs, `skill ${s.slug} types`);
      expectSubset(s.triggers, triggerSlugs, `skill ${s.slug} triggers`);
      expectSubset(s.emotions, emotionSlugs, `skill ${s.slug} emotions`);
      expectSubset(s.immediate_thoughts, thoughtSlugs, `skill ${s.slug} thoughts`);
    }
  });

  it('spans at least 4 categories through the skill types of its skills', () => {
    const used = new Set(
      skills.flatMap((s) => s.skill_types.map((t) => typeBySlug.get(t)?.category)).filter(Boolean),
    );
    expect(used.size).toBeGreaterThanOrEqual(4);
  });

  it('gives each skill 3 to 7 steps with a title and description', () => {
    for (const s of skills) {
      expect(s.skill_step.length, s.slug).toBeGreaterThanOrEqual(3);
      expect(s.skill_step.length, s.slug).toBeLessThanOrEqual(7);
      for (const step of s.skill_step) {
        expect(isNonEmptyString(step.title), `${s.slug} step title`).toBe(true);
        expect(isNonEmptyString(step.description), `${s.slug} step description`).toBe(true);
        if (step.image !== undefined) expectImage(step.image, `${s.slug} step`);
        if (step.warning !== undefined) expect(isNonEmptyString(step.warning)).toBe(true);
      }
    }
  });

  it('has step warnings in at least 3 skills, including TIPP', () => {
    const withWarning = skills.filter((s) => s.skill_step.some((st) => isNonEmptyString(st.warning)));
    expect(withWarning.length).toBeGreaterThanOrEqual(3);
    const tipp = skills.find((s) => s.slug === 'tipp');
    expect(tipp).toBeDefined();
    expect(tipp?.skill_step.filter((st) => isNonEmptyString(st.warning)).length).toBeGreaterThanOrEqual(2);
  });

  it('features at least 4 skills, including box breathing', () => {
    expect(skills.filter((s) => s.featured_skill).length).toBeGreaterThanOrEqual(4);
    const box = skills.find((s) => s.slug === 'box-breathing');
    expect(box?.featured_skill).toBe(true);
    expect(box?.skill_types).toContain('box_breathing');
  });

  it('includes the named core skills', () => {
    const slugs = slugSet(skills);
    for (const slug of ['box-breathing', 'stop', 'tipp', '5-4-3-2-1-grounding', 'opposite-action', 'self-soothe-five-senses', 'paced-breathing']) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it('marks exactly 3 skills premium, none featured, never box breathing or STOP', () => {
    const premium = skills.filter((s) => s.premium);
    expect(premium.length).toBe(3);
    for (const s of premium) {
      expect(s.featured_skill, s.slug).toBe(false);
      expect(['box-breathing', 'stop']).not.toContain(s.slug);
    }
  });

  it('gives 2 or 3 skills a template with a name and content', () => {
    const withTemplates = skills.filter((s) => s.skill_templates.length > 0);
    expect(withTemplates.length).toBeGreaterThanOrEqual(2);
    expect(withTemplates.length).toBeLessThanOrEqual(3);
    for (const t of withTemplates.flatMap((s) => s.skill_templates)) {
      expect(isNonEmptyString(t.name)).toBe(true);
      expect(isNonEmptyString(t.content)).toBe(true);
    }
  });
});

describe('chain-analysis wizard never dead-ends', () => {
  const emotionsFor = (t: string): Emotion[] => emotions.filter((e) => e.triggers.includes(t));
  const thoughtsFor = (t: string, e: string): Thought[] =>
    thoughts.filter((th) => th.triggers.includes(t) && th.emotions.includes(e));
  const skillsFor = (th: string): Skill[] => skills.filter((s) => s.immediate_thoughts.includes(th));

  it('offers at least one emotion for every trigger', () => {
    for (const t of triggers) expect(emotionsFor(t.slug).length, t.slug).toBeGreaterThan(0);
  });

  it('offers a thought for every (trigger, linked emotion) pair, and a skill for every offered thought', () => {
    const problems: string[] = [];
    for (const t of triggers) {
      for (const e of emotionsFor(t.slug)) {
        const offered = thoughtsFor(t.slug, e.slug);
        if (offered.length === 0) problems.push(`no thought for ${t.slug} + ${e.slug}`);
        for (const th of offered) {
          if (skillsFor(th.slug).length === 0) problems.push(`no skill for ${th.slug} (${t.slug} + ${e.slug})`);
          if (!skillsFor(th.slug).some((s) => !s.premium)) problems.push(`only premium skills for ${th.slug}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('makes every thought reachable from some (trigger, emotion) pair', () => {
    for (const th of thoughts) {
      const reachable = th.triggers.some((t) =>
        th.emotions.some((e) => emotions.find((em) => em.slug === e)?.triggers.includes(t)),
      );
      expect(reachable, `thought ${th.slug} unreachable`).toBe(true);
    }
  });
});

describe('pages', () => {
  const bySlug = new Map(pages.map((p) => [p.slug, p]));
  const body = (slug: string): string => {
    const file = bySlug.get(slug)?.content_file;
    return file ? read(file) : '';
  };

  it('has faq, contact, about, privacy and terms', () => {
    for (const slug of ['faq', 'contact', 'about', 'privacy', 'terms']) expect(bySlug.has(slug), slug).toBe(true);
  });

  it('references existing content files and images', () => {
    for (const p of pages) {
      expect(isNonEmptyString(p.title)).toBe(true);
      expect(typeof p.show_header).toBe('boolean');
      expect(typeof p.show_header_title).toBe('boolean');
      expect(typeof p.extra_class).toBe('string');
      if (p.content_file !== undefined) {
        expect(p.content_file).toBe(`pages/${p.slug}.md`);
        expect(exists(p.content_file), p.content_file).toBe(true);
        expect(read(p.content_file).trim().length).toBeGreaterThan(0);
      }
      if (p.featured_image !== undefined) expectImage(p.featured_image, `page ${p.slug}`);
      expect(Array.isArray(p.steps)).toBe(true);
    }
    expect(bySlug.get('about')?.featured_image).toBeDefined();
    expect(bySlug.get('contact')?.featured_image).toBeDefined();
  });

  it('has at least 8 FAQ items, including crisis and therapy questions', () => {
    const steps = bySlug.get('faq')?.steps ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(8);
    for (const s of steps) {
      expect(isNonEmptyString(s.item_title)).toBe(true);
      expect(isNonEmptyString(s.item_description)).toBe(true);
    }
    const titles = steps.map((s) => s.item_title.toLowerCase()).join('\n');
    expect(titles).toMatch(/crisis/);
    expect(titles).toMatch(/therapy/);
  });

  it('gives correct, general crisis information on the contact page', () => {
    const text = body('contact');
    for (const needle of [
      '112',
      '911',
      '999',
      '000',
      '988 Suicide & Crisis Lifeline',
      '9-8-8 Suicide Crisis Helpline',
      'Samaritans',
      '116 123',
      'Lifeline',
      '13 11 14',
      'findahelpline.com',
      'not an emergency service',
    ]) {
      expect(text, needle).toContain(needle);
    }
  });

  it('says plainly in privacy that card numbers are never stored and accounts can be deleted', () => {
    const text = body('privacy');
    expect(text).toMatch(/never see or store your full card number/);
    expect(text).toMatch(/delete your account/);
  });

  it('answers the crisis kit questions as the app works: safety plan, diary, export, deletion in Settings', () => {
    const steps = bySlug.get('faq')?.steps ?? [];
    const answer = (title: RegExp) => {
      const step = steps.find((s) => title.test(s.item_title));
      expect(step, String(title)).toBeDefined();
      return step!.item_description;
    };
    expect(answer(/safety plan/i)).toMatch(/My safety plan/);
    expect(answer(/diary card/i)).toMatch(/0 to 5[\s\S]*blank stays blank/);
    expect(answer(/download my data/i)).toMatch(/\*\*Download my data\*\*[\s\S]*\*\*Summary for my therapist\*\*/);
    const deletion = answer(/delete my account/i);
    expect(deletion).toMatch(/\*\*Settings\*\*/);
    expect(deletion).toMatch(/password/);
    expect(deletion).toMatch(/safety plan, diary card/);
    // Nowhere does the FAQ or the privacy page send people to email support to delete their account.
    for (const text of [...steps.map((s) => s.item_description), body('privacy')]) {
      for (const paragraph of text.split(/\n\n/)) {
        if (/delete/i.test(paragraph)) expect(paragraph, paragraph).not.toMatch(/email|support@/i);
      }
    }
  });
});

describe('app information, chain analysis, plans and demo user', () => {
  it('has the product name, support email, logo and menu in order', () => {
    expect(appInfo.product_name).toBe('Steady');
    expect(appInfo.support_email).toBe('support@steady.example');
    expectImage(appInfo.app_logo, 'app logo');
    expect(appInfo.menu).toEqual([
      { item_name: 'Home', menu_link: '/' },
      { item_name: 'Favourites', menu_link: '/Liked' },
      { item_name: 'Practice', menu_link: '/Activities' },
      { item_name: 'My safety plan', menu_link: '/safety-plan' },
      { item_name: 'What helps me', menu_link: '/what-helps' },
      { item_name: 'Diary card', menu_link: '/diary' },
      { item_name: 'Settings', menu_link: '/Settings' },
      { item_name: 'FAQ', menu_link: '/pages/faq' },
      { item_name: 'Go Premium', menu_link: '/go-premium' },
      { item_name: 'Logout', menu_link: '/Login' },
    ]);
  });

  it('has the three chain-analysis steps with images', () => {
    expect(isNonEmptyString(rca.title)).toBe(true);
    expect(isNonEmptyString(rca.description)).toBe(true);
    expect(rca.rca_steps.map((s) => s.title)).toEqual(['Trigger', 'Emotion', 'Immediate Thought']);
    for (const s of rca.rca_steps) {
      expect(isNonEmptyString(s.description)).toBe(true);
      expectImage(s.step_image, `rca ${s.title}`);
    }
  });

  it('has the monthly premium plan in cents', () => {
    expect(plans).toEqual([
      expect.objectContaining({
        slug: 'premium-monthly',
        name: 'Steady Premium',
        amount: 499,
        currency: 'usd',
        interval: 'month',
        stripePlanId: 'price_steady_premium_monthly',
      }),
    ]);
    expect(isNonEmptyString(plans[0]?.description)).toBe(true);
  });

  it('has the demo user', () => {
    expect(demoUser).toEqual({
      username: 'demo',
      email: 'demo@steady.example',
      password: 'SteadyDemo1!',
      firstName: 'Sam',
    });
  });

  it('has the helplines of the contact page, each with hours, an owner and a real last-checked date', () => {
    const pairs = helplines.map((h) => `${h.country} ${h.phone}`);
    for (const pair of ['US 911', 'US 988', 'CA 911', 'CA 988', 'GB 999', 'GB 116 123', 'IE 112', 'IE 116 123', 'AU 000', 'AU 13 11 14']) {
      expect(pairs, pair).toContain(pair);
    }
    const contact = read('pages/contact.md');
    for (const h of helplines) {
      expect(h.country).toMatch(/^[A-Z]{2}$/);
      for (const field of [h.countryName, h.name, h.hours, h.owner]) expect(isNonEmptyString(field), `${h.country} ${h.name}`).toBe(true);
      expect(h.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(h.lastChecked))).toBe(false);
      expect(typeof h.emergency).toBe('boolean');
      expect(Number.isInteger(h.order)).toBe(true);
      // Only numbers the contact page already gives (and which were checked against their services).
      for (const number of [h.phone, h.text].filter((n): n is string => n !== null)) expect(contact, number).toContain(number);
      if (h.chatUrl) expect(h.chatUrl).toMatch(/^https:\/\//);
    }
    expect(new Set(helplines.map((h) => `${h.country}|${h.name}`)).size).toBe(helplines.length);
    expect(new Set(helplines.map((h) => `${h.country}|${h.order}`)).size).toBe(helplines.length);
  });

  it('has the home tiles', () => {
    for (const tile of ['tile-quick-cope', 'tile-activities', 'tile-rca', 'tile-contact']) {
      expectImage(`images/${tile}.svg`, tile);
    }
  });
});

describe('SVG illustrations', () => {
  const svgFiles = fs
    .readdirSync(path.join(SEED_DIR, 'images'))
    .filter((f) => f.endsWith('.svg'))
    .sort();

  // A light well-formedness check: tags open and close in order.
  const tagsBalance = (svg: string): boolean => {
    const stack: string[] = [];
    const tagRe = /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g;
    for (const m of svg.replace(/<!--[\s\S]*?-->/g, '').matchAll(tagRe)) {
      const [, closing, name, , selfClosing] = m;
      if (selfClosing) continue;
      if (closing) {
        if (stack.pop() !== name) return false;
      } else {
        stack.push(name as string);
      }
    }
    return stack.length === 0;
  };

  it('has at least one SVG per skill plus the logo, pages, chain-analysis steps and tiles', () => {
    expect(svgFiles.length).toBeGreaterThanOrEqual(skills.length + 1 + 2 + 3 + 4);
  });

  it.each(svgFiles)('%s is a small, self-contained, accessible SVG', (file) => {
    const svg = read(`images/${file}`);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toMatch(/<svg[^>]*\sviewBox="[\d.\s-]+"/);
    expect(svg).toMatch(/<svg[^>]*\swidth="\d+"/);
    expect(svg).toMatch(/<svg[^>]*\sheight="\d+"/);
    expect(svg).toMatch(/<svg[^>]*\srole="img"/);
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/href="http/i);
    expect(svg).not.toMatch(/<image|<text|font-family|@font-face|@import|url\(http/i);
    expect(svg).not.toMatch(/\son[a-z]+=/i);
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(tagsBalance(svg), 'tags balance').toBe(true);
  });
});
