import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { skillHandlers } from '@/testing/skill-fixtures';

configure({ asyncUtilTimeout: 5000 });

const open = (whatHelps: () => Response) => {
  const { handlers } = skillHandlers({ extra: { 'GET /api/account/what-helps': whatHelps } });
  return renderApp('/what-helps', { token: 'jwt-1', handlers });
};

const entry = (skill: string, uses: number, before: number | null, after: number | null) => ({
  skill,
  uses,
  rated: before === null || after === null ? 0 : uses,
  averageBefore: before,
  averageAfter: after,
  averageChange: before === null || after === null ? null : after - before,
});

describe('What helps me', () => {
  it('lists each skill by its title, best first, with uses, "8 → 3" and "−5" in a real table', async () => {
    open(() =>
      json({
        // Deliberately not best first: the screen orders them itself.
        skills: [
          entry('tipp', 2, 6, 5),
          entry('wise-mind', 1, null, null),
          entry('breathing', 3, 8, 3),
          entry('box-breathing', 1, 6, 4),
          entry('5-4-3-2-1-grounding', 1, 5, 7),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: /distress before and after each skill/i });
    const rows = within(table).getAllByRole('row').slice(1);
    // Sessions under 'breathing' (the breathing page, before it rated as the skill) and the Box breathing skill: two names.
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Breathing exercise',
      'Box breathing',
      'TIPP',
      '5-4-3-2-1 grounding',
      'Wise mind',
    ]);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('3');
    expect(cells[1]).toHaveTextContent('8 → 3');
    expect(cells[2]).toHaveTextContent('−5');
    expect(cells[2]).toHaveTextContent('Down 5');
    expect(within(rows[3]!).getAllByRole('cell')[2]).toHaveTextContent('+2');
    expect(within(rows[4]!).getAllByRole('cell')[1]).toHaveTextContent('Not yet');
    // The bars only repeat the numbers: hidden from screen readers.
    expect(table.querySelector('.what-helps-table__track')).toHaveAttribute('aria-hidden', 'true');
  });

  it('explains how the page fills up when nothing is rated yet', async () => {
    open(() => json({ skills: [] }));
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByText(/asks how strong your distress is before and after/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try a Quick Cope skill' })).toHaveAttribute('href', '/QuickCope');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what went wrong and offers a retry when it cannot load', async () => {
    let fail = true;
    const { user } = open(() => (fail ? strapiError(500, 'boom') : json({ skills: [entry('tipp', 1, 7, 2)] })));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load what helps you.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'TIPP' })).toBeInTheDocument();
  });
});
