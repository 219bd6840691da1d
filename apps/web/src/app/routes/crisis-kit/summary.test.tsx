import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diaryServer } from '@/testing/diary-fixtures';
import { json, strapiError, type MockRequest } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { skillHandlers } from '@/testing/skill-fixtures';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const plan = {
  sections: {
    warningSigns: [{ id: 'w1', text: 'I stop answering messages' }],
    copingAlone: [],
    distractions: [],
    helpers: [{ id: 'h1', text: 'Alex', phone: '+44 7700 900123' }],
    professionals: [],
    safeEnvironment: [],
    reasonsForLiving: [{ id: 'r1', text: 'My cat' }],
  },
  hasPicture: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const link = {
  id: 'abcdefghij0123456789',
  from: '2026-11-23',
  to: '2026-11-29',
  include: ['plan', 'diary'],
  hasPasscode: true,
  createdAt: '2026-11-25T10:30:00.000Z',
  expiresAt: '2026-12-02T10:30:00.000Z',
  revokedAt: null,
  state: 'active',
  openings: ['2026-11-25T12:00:00.000Z'],
};

const open = (safetyPlan: () => Response = () => json(plan), extra: Record<string, (request: MockRequest) => Response> = {}) => {
  const diary = diaryServer([{ date: '2026-11-24', emotions: { anxiety: 4 }, urges: {}, skills: [], note: 'Hard meeting', updatedAt: '2026-11-24T20:00:00Z' }]);
  const { handlers } = skillHandlers({
    extra: {
      ...diary.handlers([]),
      'GET /api/account/what-helps': () => json({ skills: [{ skill: 'tipp', uses: 2, rated: 2, averageBefore: 8, averageAfter: 3, averageChange: -5 }] }),
      'GET /api/account/safety-plan': safetyPlan,
      ...extra,
    },
  });
  return { ...renderApp('/summary', { token: 'jwt-1', handlers }), diary };
};

describe('summary for a therapist', () => {
  it("shows this week's diary with its notes, what helps and the safety plan, ready to print", async () => {
    const { user, diary } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary for my therapist' })).toBeInTheDocument();

    const week = await screen.findByRole('table', { name: 'Week of 23 Nov to 29 Nov' });
    expect(within(within(week).getByRole('row', { name: /^Anxiety/ })).getAllByRole('cell')[1]).toHaveTextContent('4');
    expect(screen.getByText('Hard meeting')).toBeInTheDocument();
    const range = diary.get.mock.calls[0]![0].url.searchParams;
    expect([range.get('from'), range.get('to')]).toEqual(['2026-11-23', '2026-11-29']);

    const helps = await screen.findByRole('table', { name: /distress before and after/ });
    expect(within(helps).getByRole('rowheader', { name: 'TIPP' })).toBeInTheDocument();
    expect(within(helps).getByText('8 → 3')).toBeInTheDocument();

    const planSection = screen.getByRole('region', { name: 'My safety plan' });
    expect(await within(planSection).findByText('I stop answering messages')).toBeInTheDocument();
    expect(within(planSection).getByRole('heading', { name: 'Warning signs' })).toBeInTheDocument();
    expect(within(planSection).getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(within(planSection).getByText('My cat')).toBeInTheDocument();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('still shows the rest when the safety plan cannot be loaded', async () => {
    open(() => strapiError(503, 'Service Unavailable'));
    const planSection = await screen.findByRole('region', { name: 'My safety plan' });
    expect(await within(planSection).findByRole('alert')).toHaveTextContent("We couldn't load your safety plan.");
    expect(await screen.findByRole('table', { name: /distress before and after/ })).toBeInTheDocument();
  });
});

describe('the days the summary covers', () => {
  it('shows every week of the last 4 weeks, and refuses chosen dates over 92 days', async () => {
    const { user, diary } = open();
    expect(await screen.findByText('23 Nov 2026 to 29 Nov 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Last 4 weeks' }));
    expect(await screen.findByText('29 Oct 2026 to 25 Nov 2026')).toBeInTheDocument();
    for (const week of ['Week of 26 Oct to 1 Nov', 'Week of 2 Nov to 8 Nov', 'Week of 9 Nov to 15 Nov', 'Week of 16 Nov to 22 Nov', 'Week of 23 Nov to 29 Nov'])
      expect(await screen.findByRole('table', { name: week })).toBeInTheDocument();
    const asked = diary.get.mock.calls.map(([request]) => request.url.searchParams.get('from'));
    expect(asked).toEqual(expect.arrayContaining(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']));

    await user.click(screen.getByRole('radio', { name: 'Choose dates' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-08-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 92 days.');
    // The summary keeps its last good days meanwhile, and nothing can be shared.
    expect(screen.getByText('29 Oct 2026 to 25 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share with my therapist' })).toBeDisabled();
  });
});

describe('sharing with a therapist', () => {
  it('makes a link for the days shown with the parts and passcode chosen, and shows it once', async () => {
    const made = { link, token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', path: '/shared/AbCdEfGhIjKlMnOpQrStUvWxYz012345' };
    const { user, network } = open(undefined, {
      'GET /api/account/share-links': () => json({ links: [] }),
      'POST /api/account/share-links': () => json(made, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Share with my therapist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with my therapist' });
    expect(within(dialog).getByRole('link', { name: 'SOS' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'What helps me' }));
    await user.clear(within(dialog).getByLabelText('Days the link works'));
    await user.type(within(dialog).getByLabelText('Days the link works'), '31');
    await user.type(within(dialog).getByLabelText('Passcode (optional)'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    expect(await within(dialog).findByText('Choose a number of days from 1 to 30')).toBeInTheDocument();
    expect(within(dialog).getByText('A passcode has 4 to 64 characters')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/account/share-links')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Days the link works'));
    await user.type(within(dialog).getByLabelText('Days the link works'), '10');
    await user.type(within(dialog).getByLabelText('Passcode (optional)'), 'd');
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    expect(await within(dialog).findByLabelText('Link for your therapist')).toHaveValue(`${window.location.origin}${made.path}`);
    expect(network.callsTo('POST', '/api/account/share-links')[0]?.body).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      include: ['diary', 'plan'],
      days: 10,
      passcode: 'abcd',
    });
  });

  it('lists the links with what they show, until when and each opening, and ends one after asking', async () => {
    let current = link;
    const { user, network } = open(undefined, {
      'GET /api/account/share-links': () => json({ links: [current] }),
      [`POST /api/account/share-links/${link.id}/revoke`]: () => {
        current = { ...link, state: 'revoked', revokedAt: '2026-11-25T11:00:00.000Z' } as never;
        return json(current);
      },
    });
    const list = await screen.findByRole('region', { name: 'Links you have shared' });
    expect(await within(list).findByText('Active')).toBeInTheDocument();
    expect(within(list).getByText(/Includes: Diary card, Safety plan/)).toHaveTextContent('Includes: Diary card, Safety plan · With a passcode');
    expect(within(list).getByText('Opened 1 time')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'End link' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End this link?' });
    await user.click(within(confirm).getByRole('button', { name: 'End link' }));
    expect(await within(list).findByText('Ended by you')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/account/share-links/${link.id}/revoke`)).toHaveLength(1);
    expect(within(list).queryByRole('button', { name: 'End link' })).not.toBeInTheDocument();
  });
});
