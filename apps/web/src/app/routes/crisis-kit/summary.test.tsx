import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diaryServer } from '@/testing/diary-fixtures';
import { json, strapiError } from '@/testing/mock-fetch';
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

const open = (safetyPlan: () => Response = () => json(plan)) => {
  const diary = diaryServer([{ date: '2026-11-24', emotions: { anxiety: 4 }, urges: {}, skills: [], note: 'Hard meeting', updatedAt: '2026-11-24T20:00:00Z' }]);
  const { handlers } = skillHandlers({
    extra: {
      ...diary.handlers([]),
      'GET /api/account/what-helps': () => json({ skills: [{ skill: 'tipp', uses: 2, rated: 2, averageBefore: 8, averageAfter: 3, averageChange: -5 }] }),
      'GET /api/account/safety-plan': safetyPlan,
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
