import { WIZARD_SUBMIT_WARNING } from '@steady/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, strapiError, type MockHandler, type MockRequest } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const option = (id: number, title: string) => ({ id, documentId: `doc${id}`, slug: `option-${id}`, title });
const triggers = [option(1, 'workStress'), option(2, 'money_worries'), option(3, 'Being alone')];
/** Emotions by trigger id. */
const emotionsByTrigger: Record<string, ReturnType<typeof option>[]> = {
  '1': [option(11, 'Anxious'), option(12, 'Frustrated')],
  '2': [option(11, 'Anxious')],
  '3': [option(13, 'Lonely')],
};
const thoughts = [option(21, "I can't cope"), option(22, 'they-hate,me')];

const rcaContent = {
  data: {
    title: 'Chain analysis',
    description: 'Strong feelings rarely come out of nowhere.',
    rca_steps: [
      {
        id: 1,
        title: 'Trigger',
        description: 'What happened just before?',
        step_image: { url: '/uploads/t.svg', width: 240, height: 180, alternativeText: null },
      },
      { id: 2, title: 'Emotion', description: 'What did you feel?', step_image: { url: '/uploads/e.svg', width: 240, height: 180, alternativeText: null } },
      {
        id: 3,
        title: 'Immediate Thought',
        description: 'What went through your mind?',
        step_image: { url: '/uploads/th.svg', width: 240, height: 180, alternativeText: null },
      },
    ],
  },
};

/** Values of `filters…[$in][i]` params that start with `prefix`. */
const inValues = (request: MockRequest, prefix: string) =>
  [...request.url.searchParams.entries()].filter(([key]) => key.startsWith(prefix)).map(([, value]) => value);

const savedAnalysis = {
  documentId: 'an1',
  createdAt: new Date(2026, 2, 5, 10).toISOString(),
  triggers: [{ documentId: 'doc1', title: 'workStress' }],
  emotions: [{ documentId: 'doc11', title: 'Anxious' }],
  immediate_thoughts: [{ documentId: 'doc21', title: "I can't cope" }],
  skills: ['box-breathing', 'stop'],
};

/** The CMS's card view (packages/contracts/src/content/skills). */
const card = (id: number, slug: string, Title: string, Complete_Time: number, Skill_Image: { url: string; width: number; height: number } | null) => ({
  id,
  documentId: `doc-${slug}`,
  slug,
  Title,
  Complete_Time,
  featured_skill: false,
  premium: false,
  order_id: id,
  Skill_Image: Skill_Image && { ...Skill_Image, alternativeText: null },
  skill_types: [],
});
const skillCards = [card(1, 'stop', 'STOP', 2, { url: '/uploads/stop.svg', width: 320, height: 240 }), card(2, 'box-breathing', 'Box breathing', 3, null)];

function wizardHandlers(overrides: Record<string, MockHandler> = {}) {
  let analyses: unknown[] = [];
  return shellHandlers({
    'GET /api/rca': () => json(rcaContent),
    'GET /api/triggers': () => json({ data: triggers }),
    'GET /api/emotions': (request) => {
      const ids = inValues(request, 'filters[triggers][id][$in]');
      const found = new Map(ids.flatMap((id) => emotionsByTrigger[id] ?? []).map((e) => [e.id, e]));
      return json({ data: [...found.values()].map((e) => ({ ...e, triggers: triggers.filter((t) => ids.includes(String(t.id))) })) });
    },
    'GET /api/immediate-thoughts': () => json({ data: thoughts }),
    'GET /api/account/analyses': () => json({ data: analyses }),
    'POST /api/account/analyses': () => {
      analyses = [savedAnalysis];
      return json({ data: savedAnalysis }, 201);
    },
    'GET /api/skills': () => json({ data: skillCards }),
    ...overrides,
  });
}

type User = ReturnType<typeof renderApp>['user'];

/** Opens the step's popup, ticks the options and closes it with Done. */
async function choose(user: User, buttonName: RegExp, labels: string[]) {
  await user.click(await screen.findByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog');
  for (const label of labels) await user.click(await within(dialog).findByRole('checkbox', { name: label }));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const nextButton = () => screen.getByRole('button', { name: 'Next step' });

describe('chain analysis (/RCA)', () => {
  it('shows the intro from the CMS and the three steps with their pictures', async () => {
    const { container } = renderApp('/RCA', { token: 'jwt-1', handlers: wizardHandlers() });
    expect(await screen.findByText('Strong feelings rarely come out of nowhere.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chain analysis' })).toBeInTheDocument();
    const steps = container.querySelectorAll('.rca-stepper__item');
    expect([...steps].map((s) => s.textContent)).toEqual(['1Trigger', '2Emotion', '3Immediate Thought']);
    expect([...container.querySelectorAll('.rca-stepper__image')].map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/t.svg',
      '/uploads/e.svg',
      '/uploads/th.svg',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 3 Trigger/ })).toBeInTheDocument();
    expect(screen.getByText('What happened just before?')).toBeInTheDocument();
    expect(await screen.findByText(/You have no saved analyses yet/)).toBeInTheDocument();
  });

  it('goes from triggers to matching skills, and lists the saved analysis', async () => {
    const { user, network } = renderApp('/RCA', { token: 'jwt-1', handlers: wizardHandlers() });
    await screen.findByText('Strong feelings rarely come out of nowhere.');
    await waitFor(() => expect(screen.getByText('Choose at least one trigger to continue.')).toBeInTheDocument());
    expect(nextButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();

    // Step 0: titles are shown with camel case and underscores turned into spaces.
    await user.click(screen.getByRole('button', { name: 'Choose triggers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose triggers' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['work Stress', 'money worries', 'Being alone']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'work Stress' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'money worries' }));
    expect(within(dialog).getByText('2 chosen')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Chosen triggers' })).toHaveTextContent('work Stressmoney worries');
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());

    // Step 1: emotions linked to ANY chosen trigger.
    expect(await screen.findByRole('heading', { level: 2, name: /Step 2 of 3 Emotion/ })).toHaveFocus();
    await waitFor(() => expect(network.callsTo('GET', '/api/emotions')).toHaveLength(1));
    expect(inValues(network.callsTo('GET', '/api/emotions')[0]!, 'filters[triggers][id][$in]')).toEqual(['1', '2']);
    expect(nextButton()).toBeDisabled();
    await choose(user, /Choose emotions/, ['Anxious']);
    await user.click(nextButton());

    // Step 2: thoughts linked to a chosen emotion AND a chosen trigger; the last step shows Submit.
    await screen.findByRole('heading', { level: 2, name: /Step 3 of 3 Immediate Thought/ });
    await waitFor(() => expect(network.callsTo('GET', '/api/immediate-thoughts')).toHaveLength(1));
    const thoughtsCall = network.callsTo('GET', '/api/immediate-thoughts')[0]!;
    expect(inValues(thoughtsCall, 'filters[$and][0][emotions][id][$in]')).toEqual(['11']);
    expect(inValues(thoughtsCall, 'filters[$and][1][triggers][id][$in]')).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    await choose(user, /Choose immediate thoughts/, ['they hate me']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Skills that may help' })).toBeInTheDocument();
    const sent = network.callsTo('POST', '/api/account/analyses')[0]?.body as { clientId: string };
    expect(sent).toEqual({
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      triggers: ['doc1', 'doc2'],
      emotions: ['doc11'],
      immediate_thoughts: ['doc22'],
    });
    // Saved: no Submit to tap again for the same choices, so nothing is saved twice.
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(network.callsTo('POST', '/api/account/analyses')).toHaveLength(1);
    const results = screen.getByRole('region', { name: 'Skills that may help' });
    // In the server's order, each linking to its skill, with its time.
    const cards = await within(results).findAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/skills/box-breathing', '/skills/stop']);
    expect(cards[1]).toHaveTextContent('STOP2 min');

    const history = screen.getByRole('region', { name: 'Your past analyses' });
    expect(await within(history).findByText('5 Mar 2026')).toBeInTheDocument();
    expect(within(history).getByText('work Stress')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Box breathing' })).toHaveAttribute('href', '/skills/box-breathing');

    // Another thought is a new analysis: Submit is back, and it is saved under a new id.
    await choose(user, /Change immediate thoughts/, ["I can't cope"]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(network.callsTo('POST', '/api/account/analyses')).toHaveLength(2));
    expect((network.callsTo('POST', '/api/account/analyses')[1]?.body as { clientId: string }).clientId).not.toBe(sent.clientId);
  });

  it('warns and requests nothing when Submit is used with a step empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, network } = renderApp('/rcao', { token: 'jwt-1', handlers: wizardHandlers() });
    await screen.findByRole('heading', { level: 1, name: 'Skills finder' });
    await choose(user, /Choose triggers/, ['Being alone']);
    await user.click(nextButton());
    await choose(user, /Choose emotions/, ['Lonely']);
    await user.click(nextButton());
    await waitFor(() => expect(screen.getByText('Choose at least one immediate thought to continue.')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(warn).toHaveBeenCalledWith(WIZARD_SUBMIT_WARNING);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one option in every step');
    expect(network.callsTo('POST', '/api/account/analyses')).toHaveLength(0);
  });

  it('drops later choices that no longer apply when an earlier choice changes', async () => {
    const { user } = renderApp('/rcao', { token: 'jwt-1', handlers: wizardHandlers() });
    await choose(user, /Choose triggers/, ['work Stress']);
    await user.click(nextButton());
    await choose(user, /Choose emotions/, ['Frustrated']);
    expect(screen.getByRole('list', { name: 'Chosen emotions' })).toHaveTextContent('Frustrated');

    // Back to triggers: swap 'work Stress' for 'money worries', which has no 'Frustrated'.
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await choose(user, /Change triggers/, ['money worries', 'work Stress']);
    await user.click(nextButton());
    await screen.findByRole('heading', { level: 2, name: /Step 2 of 3/ });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Chosen emotions' })).not.toBeInTheDocument());
    expect(nextButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose emotions' })).toBeInTheDocument();
  });

  it('says so when the options cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderApp('/rcao', {
      token: 'jwt-1',
      handlers: wizardHandlers({
        'GET /api/triggers': () => (fail ? strapiError(500, 'boom') : json({ data: triggers })),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Choose triggers' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't load the triggers.");
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Being alone' })).toBeInTheDocument();
  });

  it('deletes a past analysis after confirmation', async () => {
    let analyses = [savedAnalysis];
    const { user, network } = renderApp('/RCA', {
      token: 'jwt-1',
      handlers: wizardHandlers({
        'GET /api/account/analyses': () => json({ data: analyses }),
        'DELETE /api/account/analyses/an1': () => {
          analyses = [];
          return new Response(null, { status: 204 });
        },
      }),
    });
    const history = await screen.findByRole('region', { name: 'Your past analyses' });
    await user.click(await within(history).findByRole('button', { name: 'Delete the analysis of 5 Mar 2026' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this analysis?' });

    // Cancel keeps it.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(network.callsTo('DELETE', '/api/account/analyses/an1')).toHaveLength(0);

    await user.click(within(history).getByRole('button', { name: 'Delete the analysis of 5 Mar 2026' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await within(history).findByText(/You have no saved analyses yet/)).toBeInTheDocument();
    expect(network.callsTo('DELETE', '/api/account/analyses/an1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your past analyses' })).toHaveFocus());
  });
});
