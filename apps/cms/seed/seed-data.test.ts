import { describe, it, expect } from 'vitest';
import {
  read,
  JSON_FILES,
  categories,
  skillTypes,
  triggers,
  emotions,
  thoughts,
  skills,
  pages,
  plans,
  STRESS_KEYS,
  SLUG,
  TYPE_SLUG,
  slugSet,
  categorySlugs,
  typeSlugs,
  triggerSlugs,
  emotionSlugs,
  thoughtSlugs,
  typeBySlug,
  expectSubset,
  expectImage,
  isNonEmptyString,
  type Emotion,
  type Thought,
  type Skill,
} from './seed-files';

// Checks the seed content the skills are built from: file format, slugs, categories and skill types,
// triggers, emotions and thoughts, the skills, and the chain-analysis wizard rule.

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
    const used = new Set(skills.flatMap((s) => s.skill_types.map((t) => typeBySlug.get(t)?.category)).filter(Boolean));
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
  const thoughtsFor = (t: string, e: string): Thought[] => thoughts.filter((th) => th.triggers.includes(t) && th.emotions.includes(e));
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
      const reachable = th.triggers.some((t) => th.emotions.some((e) => emotions.find((em) => em.slug === e)?.triggers.includes(t)));
      expect(reachable, `thought ${th.slug} unreachable`).toBe(true);
    }
  });
});
