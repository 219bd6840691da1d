import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, flushOutbox, pendingWrites } from '@/lib/offline-outbox';
import { diaryServer } from '@/testing/diary-fixtures';
import { strapiError } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { skillHandlers } from '@/testing/skill-fixtures';

configure({ asyncUtilTimeout: 5000 });

// Wednesday 25 November 2026, mid-morning in the test's own time zone.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const TODAY = '2026-11-25';
const YESTERDAY = '2026-11-24';
const MONDAY = '2026-11-23';

const open = (server = diaryServer(), extra = {}) => {
  const { handlers } = skillHandlers({ extra: { ...server.handlers([TODAY, YESTERDAY, MONDAY]), ...extra } });
  return { ...renderApp('/diary', { token: 'jwt-1', handlers }), server };
};

const form = () => screen.findByRole('form', { name: 'Diary card for today' });
const scale = (name: string) => screen.getByRole('radiogroup', { name });

describe('diary card', () => {
  it('starts with nothing answered (never 0), and saves only what was answered', async () => {
    const { user, server } = open();
    const card = await form();
    const groups = within(card).getAllByRole('radiogroup');
    // 5 emotions + 3 urges, each 0–5, plus 3 'Acted on it?' questions: none of them answered.
    expect(groups).toHaveLength(11);
    for (const radio of within(card).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(
      within(scale('Sadness'))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(within(card).getByLabelText('Note')).toHaveValue('');
    expect(within(card).getByText('0 of 2000 characters')).toBeInTheDocument();

    await user.click(within(scale('Sadness')).getByRole('radio', { name: '3' }));
    await user.click(within(scale('Joy')).getByRole('radio', { name: '0' }));
    await user.click(within(scale('Urge to harm myself')).getByRole('radio', { name: '2' }));
    await user.click(within(scale('Acted on it? Urge to harm myself')).getByRole('radio', { name: 'No' }));
    await user.type(within(card).getByLabelText('Find a skill'), 'tip');
    expect(within(card).queryByRole('checkbox', { name: 'Wise mind' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'TIPP' }));
    await user.type(within(card).getByLabelText('Note'), 'A long day');
    await user.click(within(card).getByRole('button', { name: "Save today's entry" }));

    expect(await within(card).findByText('Saved')).toHaveAttribute('role', 'status');
    expect(server.put).toHaveBeenCalledTimes(1);
    expect(server.put.mock.calls[0]![0].url.pathname).toBe(`/api/account/diary/${TODAY}`);
    expect(server.put.mock.calls[0]![0].body).toEqual({
      emotions: { sadness: 3, anxiety: null, anger: null, shame: null, joy: 0 },
      urges: {
        selfHarm: { level: 2, actedOn: false },
        substances: { level: null, actedOn: null },
        quitAvoid: { level: null, actedOn: null },
      },
      skills: ['tipp'],
      note: 'A long day',
    });
  });

  it('lets an answer be cleared back to unanswered', async () => {
    const { user, server } = open();
    const card = await form();
    await user.click(within(scale('Anger')).getByRole('radio', { name: '4' }));
    await user.click(within(card).getByRole('button', { name: 'Clear Anger' }));
    for (const radio of within(scale('Anger')).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.click(within(card).getByRole('button', { name: "Save today's entry" }));
    await waitFor(() => expect(server.put).toHaveBeenCalledTimes(1));
    expect((server.put.mock.calls[0]![0].body as { emotions: object }).emotions).toMatchObject({ anger: null });
  });

  it("shows yesterday's saved entry for editing", async () => {
    const server = diaryServer([{ date: YESTERDAY, emotions: { anxiety: 5 }, urges: {}, skills: [], note: 'Rough night', updatedAt: '2026-11-24T22:00:00Z' }]);
    const { user } = open(server);
    await form();
    await user.click(screen.getByRole('button', { name: /^Yesterday/ }));
    const card = await screen.findByRole('form', { name: 'Diary card for yesterday' });
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, 24 November 2026' })).toBeInTheDocument();
    expect(within(scale('Anxiety')).getByRole('radio', { name: '5' })).toBeChecked();
    for (const radio of within(scale('Sadness')).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(card).getByLabelText('Note')).toHaveValue('Rough night');
  });

  it('offers the last seven days, marks the ones written, and saves a missed day', async () => {
    const server = diaryServer([{ date: YESTERDAY, emotions: { joy: 1 }, urges: {}, skills: [], note: '', updatedAt: '2026-11-24T22:00:00Z' }]);
    const { user } = open(server);
    await form();
    const days = within(screen.getByRole('group', { name: 'Which day' })).getAllByRole('button');
    expect(days.map((b) => b.textContent)).toEqual(['Today', 'Yesterday ✓', 'Mon 23', 'Sun 22', 'Sat 21', 'Fri 20', 'Thu 19']);
    expect(server.get.mock.calls.map(([request]) => request.url.searchParams.get('from'))).toContain('2026-11-19');

    await user.click(screen.getByRole('button', { name: 'Mon 23' }));
    const card = await screen.findByRole('form', { name: 'Diary card for Mon 23' });
    expect(screen.getByRole('heading', { level: 2, name: 'Monday, 23 November 2026' })).toBeInTheDocument();
    await user.click(within(scale('Shame')).getByRole('radio', { name: '2' }));
    await user.click(within(card).getByRole('button', { name: 'Save the entry for Mon 23' }));
    await waitFor(() => expect(server.put).toHaveBeenCalledTimes(1));
    expect(server.put.mock.calls[0]![0].url.pathname).toBe(`/api/account/diary/${MONDAY}`);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mon 23/ })).toHaveAccessibleName('Mon 23, written'));
  });

  it('keeps a note that is too long, says why, and sends nothing', async () => {
    const { user, server } = open();
    const card = await form();
    const note = within(card).getByLabelText('Note');
    await user.click(note);
    await user.paste('x'.repeat(2001));
    expect(within(card).getByText(/2001 of 2000 characters/)).toHaveTextContent('Keep the note under 2000 characters');
    await user.click(within(card).getByRole('button', { name: "Save today's entry" }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Keep the note under 2000 characters');
    expect(server.put).not.toHaveBeenCalled();
  });

  it('says clearly when the entry could not be saved', async () => {
    const { user } = open(diaryServer(), {
      [`PUT /api/account/diary/${TODAY}`]: () => strapiError(400, 'A rating is from 0 to 5', 'ValidationError'),
    });
    const card = await form();
    await user.click(within(scale('Shame')).getByRole('radio', { name: '1' }));
    await user.click(within(card).getByRole('button', { name: "Save today's entry" }));
    expect(await within(card).findByRole('alert')).toHaveTextContent("We couldn't save your entry. A rating is from 0 to 5");
    expect(within(card).queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('diary card offline', () => {
  it('keeps the entry on the device, says so, and sends it when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user, server } = open();
      const card = await form();
      await user.click(within(scale('Anxiety')).getByRole('radio', { name: '2' }));
      await user.click(within(card).getByRole('button', { name: "Save today's entry" }));
      expect(await within(card).findByText("Saved on this device. It will be sent when you're back online.")).toHaveAttribute('role', 'status');
      expect(server.put).not.toHaveBeenCalled();
      expect(pendingWrites().map((w) => w.path)).toEqual([`/account/diary/${TODAY}`]);

      online.mockReturnValue(true);
      await flushOutbox();
      expect(server.put).toHaveBeenCalledTimes(1);
      expect(server.entries.get(TODAY)?.emotions).toMatchObject({ anxiety: 2, sadness: null });
    } finally {
      clearOutbox();
    }
  });
});

describe('diary week view', () => {
  it('is a real table, Monday to Sunday, with numbers (not colour alone) and gaps marked unanswered', async () => {
    const server = diaryServer([
      {
        date: '2026-11-23',
        emotions: { sadness: 4, joy: 1 },
        urges: { substances: { level: 3, actedOn: true } },
        skills: ['tipp'],
        note: '',
        updatedAt: '2026-11-23T20:00:00Z',
      },
    ]);
    const { user } = open(server);
    const table = await screen.findByRole('table', { name: 'Week of 23 Nov to 29 Nov' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Mon 23Monday, 23 November 2026',
      'Tue 24Tuesday, 24 November 2026',
      'Wed 25Wednesday, 25 November 2026',
      'Thu 26Thursday, 26 November 2026',
      'Fri 27Friday, 27 November 2026',
      'Sat 28Saturday, 28 November 2026',
      'Sun 29Sunday, 29 November 2026',
    ]);
    const sadness = within(table).getByRole('row', { name: /^Sadness/ });
    const cells = within(sadness).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('4');
    expect(cells[0]).toHaveClass('diary-week__level--4');
    expect(cells[1]).toHaveTextContent('not answered');
    const substances = within(table).getByRole('row', { name: /^Urge to use substances/ });
    expect(within(substances).getAllByRole('cell')[0]).toHaveTextContent('3acted, acted on it');
    // Which skills, by name, not how many.
    const used = within(table).getByRole('row', { name: /^Skills used/ });
    await waitFor(() => expect(within(within(used).getAllByRole('cell')[0]!).getByRole('listitem')).toHaveTextContent('TIPP'));
    expect(within(used).getAllByRole('cell')[1]).toHaveTextContent('not answered');

    // Saving today shows up in the week.
    await user.click(within(scale('Sadness')).getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: "Save today's entry" }));
    await waitFor(() => expect(within(within(table).getByRole('row', { name: /^Sadness/ })).getAllByRole('cell')[2]).toHaveTextContent('2'));

    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('table', { name: 'Week of 16 Nov to 22 Nov' })).toBeInTheDocument();
    const last = server.get.mock.calls.at(-1)![0].url.searchParams;
    expect([last.get('from'), last.get('to')]).toEqual(['2026-11-16', '2026-11-22']);
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('table', { name: 'Week of 23 Nov to 29 Nov' })).toBeInTheDocument();
  });
});
