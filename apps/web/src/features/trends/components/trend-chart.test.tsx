import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { TrendChart } from './trend-chart';

const labels = [
  { short: '2 Nov', long: 'Week of 2 Nov' },
  { short: '9 Nov', long: 'Week of 9 Nov' },
  { short: '16 Nov', long: 'Week of 16 Nov' },
];

const chart = () =>
  render(
    <WithI18n>
      <TrendChart
        title="Urges"
        summary="Your urges were lower in the week of 16 Nov than in the week of 2 Nov."
        labels={labels}
        yMax={5}
        series={[
          { key: 'selfHarm', name: 'Urge to harm myself', values: [3, null, 1.5] },
          { key: 'substances', name: 'Urge to use substances', values: [0, 2, null] },
        ]}
      />
    </WithI18n>,
  );

describe('a trend chart', () => {
  it('says in words what it shows, and names each line in a legend', () => {
    chart();
    expect(screen.getByRole('figure', { name: 'Urges' })).toHaveTextContent('Your urges were lower in the week of 16 Nov than in the week of 2 Nov.');
    expect(
      within(screen.getByRole('list', { name: 'Lines in this chart' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Urge to harm myself', 'Urge to use substances']);
  });

  it('reads each point out as the arrow keys move, a gap as nothing entered', async () => {
    const user = userEvent.setup();
    chart();
    const plot = screen.getByRole('group', { name: 'Urges' });
    await user.tab();
    expect(plot).toHaveFocus();
    const readout = () => document.getElementById(plot.getAttribute('aria-describedby')!.split(' ')[1]!)!.textContent;
    expect(readout()).toBe('Urge to harm myself, Week of 16 Nov: 1.5');
    await user.keyboard('{ArrowLeft}');
    expect(readout()).toBe('Urge to harm myself, Week of 9 Nov: nothing entered');
    await user.keyboard('{ArrowDown}');
    expect(readout()).toBe('Urge to use substances, Week of 9 Nov: 2');
    await user.keyboard('{Home}');
    expect(readout()).toBe('Urge to use substances, Week of 2 Nov: 0');
  });

  it('shows the same numbers as a table, one row a week', async () => {
    const user = userEvent.setup();
    chart();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(screen.getByRole('button', { name: 'Show as a chart' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Urges' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Urge to harm myselfUrge to use substances',
      'Week of 2 Nov30',
      'Week of 9 Nov–nothing entered2',
      'Week of 16 Nov1.5–nothing entered',
    ]);
  });
});
