import type { Account, Recommendations } from '@steady/contracts';
import { vi } from 'vitest';
import { json, strapiError, type MockHandler, type MockRequest } from '@/testing/mock-fetch';
import { shellHandlers, testAccount } from '@/testing/render-app';

/** Test data in the shapes of the CMS's skill views (packages/contracts/src/content/skills). */
const calm = { name: 'Calm the body', slug: 'calm-the-body', order_id: 1 };
const ground = { name: 'Ground yourself', slug: 'ground-yourself', order_id: 2 };
const wave = { name: 'Ride the wave', slug: 'ride-the-wave', order_id: 3 };

const image = (slug: string) => ({ url: `/uploads/${slug}.svg`, width: 320, height: 240, alternativeText: '' });

type FixtureSkill = {
  slug: string;
  Title: string;
  Description: string;
  Complete_Time: number;
  featured_skill: boolean;
  premium: boolean;
  order_id: number;
  types: { slug: string; Category: typeof calm }[];
  steps: { id: number; title: string; description: string; warning: string | null }[];
};

export const fixtureSkills: FixtureSkill[] = [
  {
    slug: 'box-breathing',
    Title: 'Box breathing',
    Description: 'Breathe in a square.',
    Complete_Time: 2,
    featured_skill: true,
    premium: false,
    order_id: 1,
    types: [{ slug: 'box_breathing', Category: calm }],
    steps: [{ id: 1, title: 'Get comfortable', description: 'Sit.', warning: null }],
  },
  {
    slug: 'tipp',
    Title: 'TIPP',
    Description: 'For **very** strong emotions.',
    Complete_Time: 5,
    featured_skill: true,
    premium: false,
    order_id: 5,
    types: [{ slug: 'distress_tolerance', Category: wave }],
    steps: [
      { id: 20, title: 'T: Temperature', description: 'Cool your face.', warning: 'Cold water slows your heart rate fast.' },
      { id: 21, title: 'I: Intense exercise', description: 'Move your body.', warning: 'Hard exercise raises your heart rate.' },
      { id: 22, title: 'P: Paced breathing', description: 'Slow your breath down.', warning: null },
    ],
  },
  {
    slug: '5-4-3-2-1-grounding',
    Title: '5-4-3-2-1 grounding',
    Description: 'Notice what is around you.',
    Complete_Time: 3,
    featured_skill: false,
    premium: false,
    order_id: 3,
    types: [{ slug: 'grounding', Category: ground }],
    steps: [
      { id: 30, title: 'Five things you see', description: 'Look around.', warning: null },
      { id: 31, title: 'Four things you feel', description: 'Notice touch.', warning: null },
      { id: 32, title: 'Three things you hear', description: 'Listen.', warning: null },
    ],
  },
  {
    slug: 'wise-mind',
    Title: 'Wise mind',
    Description: 'Find the calm place between feeling and thinking.',
    Complete_Time: 5,
    featured_skill: false,
    premium: true,
    order_id: 17,
    types: [{ slug: 'mindfulness', Category: ground }],
    steps: [{ id: 40, title: 'Breathe', description: 'Slowly.', warning: null }],
  },
];

/** A card of the CMS's card view with only the named fields set (the rest empty). */
export const skillCard = (fields: { slug: string; Title: string } & Record<string, unknown>) => ({
  id: 1000 + fixtureSkills.length,
  documentId: `doc-${fields.slug}`,
  Complete_Time: null,
  featured_skill: false,
  premium: false,
  order_id: 0,
  Skill_Image: null,
  skill_types: [],
  ...fields,
});

const listItem = (s: FixtureSkill) => ({
  id: s.order_id,
  documentId: `doc-${s.slug}`,
  slug: s.slug,
  Title: s.Title,
  Complete_Time: s.Complete_Time,
  featured_skill: s.featured_skill,
  premium: s.premium,
  order_id: s.order_id,
  Skill_Image: image(s.slug),
  skill_types: s.types,
});

/** The detail view: the card with the description and, for a skill open to the reader, its steps. */
export const detailItem = (s: FixtureSkill, open = !s.premium || s.featured_skill) => ({
  ...listItem(s),
  Description: s.Description,
  skill_step: open ? s.steps.map((step) => ({ ...step, image: null })) : [],
  skill_templates: [],
});

/** GET /api/skills: the list, or one skill when filtered by slug (like Strapi, an empty list for none). */
export const skillsHandler: MockHandler = (request: MockRequest) => {
  const slug = request.url.searchParams.get('filters[slug][$eq]');
  if (slug !== null) {
    const found = fixtureSkills.find((s) => s.slug === slug);
    return json({ data: found ? [detailItem(found)] : [], meta: {} });
  }
  // Shuffled on purpose: the app sorts by order_id itself.
  return json({ data: [...fixtureSkills].reverse().map(listItem), meta: {} });
};

/**
 * A fake account server: favourites and completions change the account like the real one, so the
 * screens can be followed through a whole flow.
 */
export function accountServer(initial: Partial<Account> = {}) {
  const account: Account = { ...testAccount, ...initial };
  const setFavourite = vi.fn((request: MockRequest) => {
    const slug = decodeURIComponent(request.url.pathname.split('/').pop()!);
    account.favourites = request.method === 'PUT' ? [...new Set([...account.favourites, slug])] : account.favourites.filter((s) => s !== slug);
    return json(account);
  });
  const complete = vi.fn((request: MockRequest) => {
    const slug = decodeURIComponent(request.url.pathname.split('/').pop()!);
    account.completed = [...new Set([...account.completed, slug])];
    return json(account);
  });
  return { account, setFavourite, complete };
}

type HandlerOptions = {
  account?: Partial<Account>;
  recommendations?: Recommendations;
  extra?: Record<string, MockHandler>;
};

/** Every call the skills screens make, for slugs in the fixtures. */
export function skillHandlers({ account: initial, recommendations, extra = {} }: HandlerOptions = {}) {
  const server = accountServer(initial);
  const handlers: Record<string, MockHandler> = {};
  for (const s of fixtureSkills) {
    handlers[`PUT /api/account/favourites/${s.slug}`] = server.setFavourite;
    handlers[`DELETE /api/account/favourites/${s.slug}`] = server.setFavourite;
    handlers[`POST /api/account/completions/${s.slug}`] = server.complete;
  }
  return {
    server,
    handlers: shellHandlers({
      'GET /api/account': () => json(server.account),
      'GET /api/skills': skillsHandler,
      'GET /api/account/recommendations': () => json(recommendations ?? { checkIn: null, skills: [] }),
      ...handlers,
      ...extra,
    }),
  };
}

export const serverDown = () => strapiError(503, 'Service Unavailable');

/** Embla measures with ResizeObserver and IntersectionObserver, which jsdom does not have. */
export function stubLayoutObservers() {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
}
