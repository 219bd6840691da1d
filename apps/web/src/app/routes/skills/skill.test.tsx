import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, strapiError, type MockRequest } from '@/testing/mock-fetch';
import { clearOutbox, flushOutbox, pendingWrites } from '@/lib/offline-outbox';
import { renderApp } from '@/testing/render-app';
import { detailItem, fixtureSkills, skillHandlers, stubLayoutObservers } from '@/testing/skill-fixtures';

// Radix Dialog's scroll lock (react-remove-scroll) sits in the root node_modules, which Vitest does
// not inline, so under Vitest it would render with the root's React 18. It only locks page scrolling:
// the dialog's focus trap, Escape and outside click are Radix's own code and are tested here.
vi.mock('react-remove-scroll', () => ({ RemoveScroll: ({ children }: { children: ReactNode }) => children }));

const SESSION_ID = '6f1c2a9e-4b7d-4e0a-9c1f-2d3e4f5a6b7c';
const ratingPath = `/api/account/distress-ratings/${SESSION_ID}`;

beforeEach(() => {
  stubLayoutObservers();
  // One practice session, one id: fixed here so the fake server knows the address.
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(SESSION_ID);
});

/** The distress-ratings route of the fake server: it keeps each session's ratings like the real one. */
const ratingServer = (respond?: (request: MockRequest) => Response | undefined) => {
  const saved: Record<string, unknown> = {};
  const put = vi.fn((request: MockRequest) => {
    const failure = respond?.(request);
    if (failure) return failure;
    Object.assign(saved, request.body);
    const now = new Date().toISOString();
    return json({ id: SESSION_ID, before: null, after: null, note: null, ...saved, createdAt: now, updatedAt: now });
  });
  return { put, saved, handlers: { [`PUT ${ratingPath}`]: put } };
};

/** Opens a skill and taps Let's Start, then Skip on the distress question. */
const start = async (url: string, options: Parameters<typeof skillHandlers>[0] = {}) => {
  const ratings = ratingServer();
  const { handlers, server } = skillHandlers({ ...options, extra: { ...ratings.handlers, ...options.extra } });
  const app = renderApp(url, { token: 'jwt-1', handlers });
  await app.user.click(await screen.findByRole('button', { name: "Let's Start" }));
  await app.user.click(await screen.findByRole('button', { name: 'Skip' }));
  return { ...app, server, ratings };
};

const distressGroup = () => screen.findByRole('radiogroup', { name: /distress/ });

const currentStepTitle = () =>
  screen
    .getAllByRole('group', { name: /^Step \d+ of \d+$/, hidden: true })
    .find((slide) => !slide.hasAttribute('inert'))!
    .querySelector('h2')!.textContent;

describe('skill intro', () => {
  it('shows the image, title, time, description and Let’s Start', async () => {
    const { handlers } = skillHandlers();
    const { network } = renderApp('/skills/tipp', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'TIPP' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('very').tagName).toBe('STRONG');
    expect(screen.getByText('5 min')).toBeInTheDocument();
    const img = document.querySelector('.skill-intro__image')!;
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    expect(screen.getByRole('button', { name: 'Add TIPP to favourites' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: "Let's Start" })).toBeEnabled();

    // Only the slug: the route's detail view chooses the fields.
    const [call] = network.callsTo('GET', '/api/skills');
    expect([...call!.url.searchParams]).toEqual([['filters[slug][$eq]', 'tipp']]);
  });

  it("says 'No data found' for an unknown skill", async () => {
    const { handlers } = skillHandlers();
    renderApp('/skills/no-such-skill', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all skills' })).toHaveAttribute('href', '/Activities');
  });

  it("says 'No data found' for a malformed slug without asking the server", async () => {
    const { handlers } = skillHandlers();
    const { network } = renderApp('/skills/NOT%20a%20slug', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'No data found' })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/skills')).toHaveLength(0);
  });

  it('offers a retry when the skill cannot be loaded', async () => {
    const { handlers } = skillHandlers({ extra: { 'GET /api/skills': () => strapiError(404, 'Not Found') } });
    renderApp('/skills/tipp', { token: 'jwt-1', handlers });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this skill.");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads a premium skill for a premium member in one call, from the account route', async () => {
    const wiseMind = fixtureSkills.find((s) => s.slug === 'wise-mind')!;
    const { handlers } = skillHandlers({
      account: { isPremium: true, hasSubscription: true },
      extra: { 'GET /api/account/skills/wise-mind': () => json({ data: detailItem(wiseMind, true) }) },
    });
    const { network } = renderApp('/skills/wise-mind', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('button', { name: "Let's Start" }, { timeout: 5000 })).toBeEnabled();
    // The steps come from the account route alone: it is not asked after a public read first. (On a cold start
    // the route prefetch may also read the public view, in parallel, before the account is known.)
    expect(network.callsTo('GET', '/api/account/skills/wise-mind')).toHaveLength(1);
    expect(screen.queryByText('This skill is part of Premium')).not.toBeInTheDocument();
  });

  it('shows a premium skill’s lock and the way to Go Premium instead of Let’s Start', async () => {
    const { handlers } = skillHandlers();
    renderApp('/skills/wise-mind', { token: 'jwt-1', handlers });
    expect(await screen.findByText('This skill is part of Premium')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/go-premium');
    expect(screen.queryByRole('button', { name: "Let's Start" })).not.toBeInTheDocument();
  });

  it('/StopSkill opens the STOP skill in place', async () => {
    const { handlers } = skillHandlers();
    const { network, router } = renderApp('/StopSkill', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'No data found' })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/skills')[0]!.url.searchParams.get('filters[slug][$eq]')).toBe('stop');
    expect(router.state.location.pathname).toBe('/StopSkill');
  });
});

describe('step carousel (spec §4)', () => {
  it('moves one step at a time; Previous hidden on the first, Finish on the last', async () => {
    const { user } = await start('/skills/5-4-3-2-1-grounding');
    expect(currentStepTitle()).toBe('Five things you see');
    expect(screen.getByRole('heading', { name: 'Five things you see' })).toHaveFocus();
    expect(document.querySelector('.carousel__prev')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStepTitle()).toBe('Four things you feel');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStepTitle()).toBe('Three things you hear');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentStepTitle()).toBe('Five things you see');
    // Previous vanished under the focus: focus moved to Next.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('jumps with the dots, which mark the current step', async () => {
    const { user } = await start('/skills/5-4-3-2-1-grounding');
    const dots = within(screen.getByRole('group', { name: 'Steps' })).getAllByRole('button');
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Go to step 1', 'Go to step 2', 'Go to step 3']);
    expect(dots[0]).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Go to step 3' }));
    expect(currentStepTitle()).toBe('Three things you hear');
    expect(screen.getByRole('button', { name: 'Go to step 3' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Go to step 1' })).not.toHaveAttribute('aria-current');
  });

  it('moves with the arrow keys', async () => {
    const { user } = await start('/skills/5-4-3-2-1-grounding');
    await user.keyboard('{ArrowRight}');
    expect(currentStepTitle()).toBe('Four things you feel');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(currentStepTitle()).toBe('Three things you hear');
    await user.keyboard('{ArrowLeft}');
    expect(currentStepTitle()).toBe('Four things you feel');
  });

  it('Finish records the completion and offers the way back to the options', async () => {
    const { user, server } = await start('/skills/5-4-3-2-1-grounding');
    await user.click(screen.getByRole('button', { name: 'Go to step 3' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Well done' })).toHaveFocus();
    expect(server.complete).toHaveBeenCalledTimes(1);
    expect(server.account.completed).toEqual(['5-4-3-2-1-grounding']);
    expect(screen.getByRole('link', { name: 'Back to the options' })).toHaveAttribute('href', '/chooseOption');
  });

  it('keeps the person on the last step with a message when the completion cannot be saved', async () => {
    const { user } = await start('/skills/5-4-3-2-1-grounding', {
      extra: { 'POST /api/account/completions/5-4-3-2-1-grounding': () => strapiError(503, 'down') },
    });
    await user.click(screen.getByRole('button', { name: 'Go to step 3' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save that you finished.");
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leave without saving' })).toHaveAttribute('href', '/chooseOption');
  });
});

describe('step warnings', () => {
  it('opens the popup on a warned first step; I want to proceed dismisses it', async () => {
    const { user } = await start('/skills/tipp');
    const dialog = await screen.findByRole('dialog', { name: 'T: Temperature' });
    expect(dialog).toHaveAccessibleDescription('Cold water slows your heart rate fast.');
    await user.click(within(dialog).getByRole('button', { name: 'I want to proceed' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentStepTitle()).toBe('T: Temperature');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'T: Temperature' })).toHaveFocus());
  });

  it("'Next Tip' goes to the next step, whose own warning shows in turn", async () => {
    const { user } = await start('/skills/tipp');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next Tip' }));
    expect(currentStepTitle()).toBe('I: Intense exercise');
    const second = screen.getByRole('dialog', { name: 'I: Intense exercise' });
    await user.click(within(second).getByRole('button', { name: 'Next Tip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentStepTitle()).toBe('P: Paced breathing');
  });

  it('closes on Escape, like proceeding', async () => {
    const { user } = await start('/skills/tipp');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentStepTitle()).toBe('T: Temperature');
    // Proceeded past: it does not come back when returning to the step.
    await user.click(screen.getByRole('button', { name: 'Go to step 3' }));
    await user.click(screen.getByRole('button', { name: 'Go to step 1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('box breathing skill', () => {
  it('runs the breathing exercise instead of the steps', async () => {
    await start('/skills/box-breathing');
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /steps/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Box breathing' })).toHaveFocus();
  });
});

describe('distress before and after (issue 9)', () => {
  it('asks 0–10 after Let’s Start and after Finish, and saves both under one session id', async () => {
    const ratings = ratingServer();
    const { handlers, server } = skillHandlers({ extra: ratings.handlers });
    const { user } = renderApp('/skills/5-4-3-2-1-grounding', { token: 'jwt-1', handlers });
    await user.click(await screen.findByRole('button', { name: "Let's Start" }));

    const before = await distressGroup();
    expect(before).toHaveAccessibleName('How strong is your distress right now?');
    const options = within(before).getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(within(before).getByRole('radio', { name: '10' })).toBeInTheDocument();
    // Nothing is chosen for the person.
    expect(options.filter((o) => (o as HTMLInputElement).checked)).toHaveLength(0);
    // The skill waits: no steps yet.
    expect(screen.queryByRole('region', { name: /steps/ })).not.toBeInTheDocument();

    // One tap answers.
    await user.click(within(before).getByRole('radio', { name: '8' }));
    expect(within(before).getByRole('radio', { name: '8' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: '5-4-3-2-1 grounding: steps' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to step 3' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const after = await distressGroup();
    expect(within(after).getByRole('radio', { name: '8' })).not.toBeChecked();
    await user.click(within(after).getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Well done' })).toBeInTheDocument();
    expect(server.complete).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(ratings.put).toHaveBeenCalledTimes(2));
    expect(ratings.put.mock.calls.map(([request]) => request.body)).toEqual([
      { skill: '5-4-3-2-1-grounding', before: 8 },
      { skill: '5-4-3-2-1-grounding', after: 3 },
    ]);
  });

  it('Skip records a skipped rating and goes straight on', async () => {
    const { ratings } = await start('/skills/5-4-3-2-1-grounding');
    expect(await screen.findByRole('region', { name: /steps/ })).toBeInTheDocument();
    await waitFor(() => expect(ratings.put).toHaveBeenCalledTimes(1));
    expect(ratings.put.mock.calls[0]![0].body).toEqual({ skill: '5-4-3-2-1-grounding', before: null });
  });

  it('at 9 or 10 offers My safety plan and SOS on that screen, and contacts no one', async () => {
    const ratings = ratingServer();
    const { handlers } = skillHandlers({ extra: ratings.handlers });
    const { user, network } = renderApp('/skills/tipp', { token: 'jwt-1', handlers });
    await user.click(await screen.findByRole('button', { name: "Let's Start" }));
    const group = await distressGroup();
    await user.click(within(group).getByRole('radio', { name: '8' }));
    expect(screen.queryByRole('link', { name: 'My safety plan' })).not.toBeInTheDocument();

    const callsBefore = network.calls.length;
    await user.click(within(group).getByRole('radio', { name: '9' }));
    expect(screen.getByRole('link', { name: 'My safety plan' })).toHaveAttribute('href', '/safety-plan');
    const support = screen.getByRole('link', { name: 'My safety plan' }).closest('.distress-check__support')!;
    expect(within(support as HTMLElement).getByRole('link', { name: 'SOS' })).toHaveAttribute('href', '/pages/contact');
    await user.click(within(group).getByRole('radio', { name: '10' }));
    expect(screen.getByRole('link', { name: 'My safety plan' })).toBeInTheDocument();
    // Choosing a number sends nothing anywhere; only Continue or Skip saves the rating.
    expect(network.calls.length).toBe(callsBefore);
    expect(ratings.put).not.toHaveBeenCalled();
  });

  it('a rating that cannot be saved never stops the skill, and is retried quietly', async () => {
    let failures = 1;
    const ratings = ratingServer(() => (failures-- > 0 ? strapiError(503, 'Service Unavailable') : undefined));
    const { handlers } = skillHandlers({ extra: ratings.handlers });
    const { user } = renderApp('/skills/5-4-3-2-1-grounding', { token: 'jwt-1', handlers });
    await user.click(await screen.findByRole('button', { name: "Let's Start" }));
    await user.click(within(await distressGroup()).getByRole('radio', { name: '6' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // On to the steps at once, with no error shown.
    expect(await screen.findByRole('region', { name: /steps/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(ratings.saved).toEqual({ skill: '5-4-3-2-1-grounding', before: 6 }), { timeout: 4000 });
    expect(ratings.put).toHaveBeenCalledTimes(2);
  });

  it('offline, the rating waits on the device and is sent when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const ratings = ratingServer();
      const { handlers } = skillHandlers({ extra: ratings.handlers });
      const { user } = renderApp('/skills/5-4-3-2-1-grounding', { token: 'jwt-1', handlers });
      await user.click(await screen.findByRole('button', { name: "Let's Start" }));
      await user.click(within(await distressGroup()).getByRole('radio', { name: '6' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('region', { name: /steps/ })).toBeInTheDocument();
      expect(ratings.put).not.toHaveBeenCalled();
      expect(pendingWrites().map((w) => [w.path, w.body])).toEqual([[`/account/distress-ratings/${SESSION_ID}`, { skill: '5-4-3-2-1-grounding', before: 6 }]]);

      online.mockReturnValue(true);
      await flushOutbox();
      expect(ratings.saved).toEqual({ skill: '5-4-3-2-1-grounding', before: 6 });
      expect(pendingWrites()).toEqual([]);
    } finally {
      clearOutbox();
    }
  });

  it('box breathing asks again after Done, then goes back to the list the person came from', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const ratings = ratingServer();
      const { handlers, server } = skillHandlers({ extra: ratings.handlers });
      const { user, router } = renderApp('/QuickCope', { token: 'jwt-1', handlers });
      await router.navigate('/skills/box-breathing');
      await user.click(await screen.findByRole('button', { name: "Let's Start" }));
      await user.click(within(await distressGroup()).getByRole('radio', { name: '7' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Start' }));
      await vi.advanceTimersByTimeAsync(65_000);
      await user.click(await screen.findByRole('button', { name: 'Done' }));
      await user.click(within(await distressGroup()).getByRole('radio', { name: '4' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/QuickCope'));
      expect(server.complete).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(ratings.saved).toEqual({ skill: 'box-breathing', before: 7, after: 4 }));
    } finally {
      vi.useRealTimers();
    }
  });
});
