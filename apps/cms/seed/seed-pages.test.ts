import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { SEED_DIR, read, exists, skills, pages, appInfo, rca, plans, demoUser, helplines, expectImage, isNonEmptyString } from './seed-files';

// Checks the seed pages, app information, chain analysis, plans, demo user, helplines (crisis
// information) and the SVG illustrations.

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

  it('has the helplines of the contact page, each with hours, an owner and the source that lists it, and no check it did not make', () => {
    const CONTACT_PAGE_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'AU'];
    const pairs = helplines.map((h) => `${h.country} ${h.phone}`);
    for (const pair of ['US 911', 'US 988', 'CA 911', 'CA 988', 'GB 999', 'GB 116 123', 'IE 112', 'IE 116 123', 'AU 000', 'AU 13 11 14']) {
      expect(pairs, pair).toContain(pair);
    }
    const contact = read('pages/contact.md');
    for (const h of helplines) {
      expect(h.country).toMatch(/^[A-Z]{2}$/);
      for (const field of [h.countryName, h.name, h.hours, h.owner, h.source]) expect(isNonEmptyString(field), `${h.country} ${h.name}`).toBe(true);
      expect(h.sourceUrl).toMatch(/^https:\/\/[^/]+\//);
      // 'Checked <date>' is a person's claim, made in the admin: the seed makes none.
      expect(h).not.toHaveProperty('lastChecked');
      expect(h).not.toHaveProperty('checkedBy');
      expect(typeof h.emergency).toBe('boolean');
      expect(Number.isInteger(h.order)).toBe(true);
      // The contact page's own countries: only numbers it gives (checked against their services). The
      // others are shown as 'Listed by <source>', linked, until an operator confirms them in the admin.
      if (CONTACT_PAGE_COUNTRIES.includes(h.country)) {
        for (const number of [h.phone, h.text].filter((n): n is string => n !== null)) expect(contact, number).toContain(number);
      }
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
