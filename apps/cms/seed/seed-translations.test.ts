import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@steady/contracts';

/*
 * Each translation in seed/locales/<locale>/ mirrors its English file: the same entries in the same
 * order, the same number of steps, menu items and FAQ answers, and words for every text English has
 * (docs/translating.md). A translation that drifts fails here, not on a reader's screen.
 */

type Entry = Record<string, unknown>;
const seedDir = __dirname;
const json = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(seedDir, ...parts), 'utf8'));

/** Per file: the translated text fields of an entry and its repeatable parts (with theirs). */
const WORDS: Record<string, { fields: string[]; parts?: Record<string, string[]>; single?: boolean }> = {
  'categories.json': { fields: ['name', 'description'] },
  'skill-types.json': { fields: ['name'] },
  'triggers.json': { fields: ['title'] },
  'emotions.json': { fields: ['title'] },
  'immediate-thoughts.json': { fields: ['title'] },
  'skills.json': { fields: ['Title', 'Description'], parts: { skill_step: ['title', 'description', 'warning'], skill_templates: ['name', 'content'] } },
  'pages.json': { fields: ['title'], parts: { steps: ['item_title', 'item_description'] } },
  'plans.json': { fields: ['name', 'description'] },
  'app-information.json': { fields: [], parts: { menu: ['item_name'] }, single: true },
  'rca.json': { fields: ['title', 'description'], parts: { rca_steps: ['title', 'description'] }, single: true },
};

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** Every problem of one translated entry against its English one, as readable lines. */
const problemsOf = (where: string, english: Entry, translated: Entry, fields: string[], parts: Record<string, string[]> = {}): string[] => {
  const problems: string[] = [];
  const allowed = new Set(['slug', ...fields, ...Object.keys(parts)]);
  for (const key of Object.keys(translated)) if (!allowed.has(key)) problems.push(`${where}: "${key}" is not translated text`);
  for (const f of fields)
    if (filled(english[f]) !== filled(translated[f])) problems.push(`${where}.${f}: ${filled(english[f]) ? 'missing' : 'English has none'}`);
  for (const [part, partFields] of Object.entries(parts)) {
    const en = (english[part] as Entry[] | undefined) ?? [];
    const tr = (translated[part] as Entry[] | undefined) ?? [];
    if (en.length !== tr.length) problems.push(`${where}.${part}: ${tr.length} items, English has ${en.length}`);
    en.forEach((item, i) => tr[i] && problems.push(...problemsOf(`${where}.${part}[${i}]`, pick(item, partFields), tr[i], partFields)));
  }
  return problems;
};
const pick = (item: Entry, fields: string[]) => Object.fromEntries(fields.map((f) => [f, item[f]]));

describe.each(LOCALE_CODES.filter((l) => l !== 'en'))('seed translation %s', (locale) => {
  it.each(Object.keys(WORDS))('%s mirrors the English file', (file) => {
    const { fields, parts, single } = WORDS[file];
    const english = json(file);
    const translated = json('locales', locale, file);
    if (single) {
      expect(problemsOf(file, english, translated, fields, parts)).toEqual([]);
      return;
    }
    expect(translated.map((e: Entry) => e.slug)).toEqual(english.map((e: Entry) => e.slug));
    const problems = (english as Entry[]).flatMap((e, i) => problemsOf(`${file}[${e.slug}]`, e, translated[i] ?? {}, fields, parts));
    expect(problems).toEqual([]);
  });

  it('keeps every phone number of the English words, as many times', () => {
    // Emergency and helpline numbers (911, 988, 116 123, 13 11 14 …) must survive translation exactly.
    const numbers = (texts: unknown[]) =>
      texts
        .filter((t): t is string => typeof t === 'string')
        .flatMap((t) => t.match(/\b\d{2,3}(?: \d{2,3})+\b|\b\d{3,}\b/g) ?? [])
        .filter((n) => !/^(19|20)\d\d$/.test(n))
        .sort();
    const wordsOf = (file: string, entry: Entry): unknown[] => {
      const { fields, parts = {} } = WORDS[file];
      return [
        ...fields.map((f) => entry[f]),
        ...Object.entries(parts).flatMap(([part, partFields]) =>
          ((entry[part] as Entry[] | undefined) ?? []).flatMap((item) => partFields.map((f) => item[f])),
        ),
      ];
    };
    for (const file of Object.keys(WORDS)) {
      const entries = (file: string, ...dir: string[]): Entry[] => [json(...dir, file)].flat();
      expect(numbers(entries(file, 'locales', locale).flatMap((e) => wordsOf(file, e))), file).toEqual(numbers(entries(file).flatMap((e) => wordsOf(file, e))));
    }
    for (const page of json('pages.json') as { content_file?: string }[]) {
      if (!page.content_file) continue;
      const markdown = (...parts: string[]) => [fs.readFileSync(path.join(seedDir, ...parts), 'utf8')];
      expect(numbers(markdown('locales', locale, page.content_file)), page.content_file).toEqual(numbers(markdown(page.content_file)));
    }
  });

  it("has each page's Markdown, with the English links unchanged", () => {
    for (const page of json('pages.json') as { content_file?: string }[]) {
      if (!page.content_file) continue;
      const english = fs.readFileSync(path.join(seedDir, page.content_file), 'utf8');
      const translatedFile = path.join(seedDir, 'locales', locale, page.content_file);
      expect(fs.existsSync(translatedFile), translatedFile).toBe(true);
      const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]).sort();
      expect(links(fs.readFileSync(translatedFile, 'utf8')), page.content_file).toEqual(links(english));
    }
  });
});
