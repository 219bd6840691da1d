import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COVERED_ATTRIBUTE, EXITED_KEY, leaveFor, uncover } from '@/lib/quick-exit/page-cover';
import { DocumentTitle } from '@/components/ui/document-title';
import { WithI18n } from '@/testing/i18n';
import { QuickExitCover } from './quick-exit-cover';

afterEach(() => {
  act(() => uncover());
  document.title = '';
});

/** A page of Steady behind the cover. */
const Page = () => (
  <main id="main" tabIndex={-1}>
    <h1>My diary</h1>
    <DocumentTitle title="Diary" />
    <QuickExitCover />
  </main>
);

describe('the cover after a quick exit', () => {
  it('is blank but for a word while the neutral site loads', () => {
    render(<Page />, { wrapper: WithI18n });
    act(() => leaveFor('https://weather.example/', () => {}));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.documentElement).toHaveAttribute(COVERED_ATTRIBUTE);
  });

  it('keeps a screen that comes while covered (Back again) out of the title', () => {
    sessionStorage.setItem(EXITED_KEY, '1');
    const { rerender } = render(<Page />, { wrapper: WithI18n });
    rerender(
      <>
        <Page />
        <DocumentTitle title="Safety plan" />
      </>,
    );
    expect(document.title).toBe('Continue');
  });

  it('shows only Continue to whoever comes back, with a title that names nothing; Continue shows the screen', async () => {
    sessionStorage.setItem(EXITED_KEY, '1');
    const user = userEvent.setup();
    render(<Page />, { wrapper: WithI18n });
    const resume = await screen.findByRole('button', { name: 'Continue' });
    expect(resume).toHaveFocus();
    expect(document.body.lastElementChild).toHaveTextContent(/^Continue$/);
    expect(document.title).toBe('Continue');

    await user.click(resume);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(COVERED_ATTRIBUTE);
    expect(sessionStorage.getItem(EXITED_KEY)).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.title).toBe('Diary · Steady');
  });
});
